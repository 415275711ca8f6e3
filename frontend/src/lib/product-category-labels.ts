const LABELS: Record<string, string> = {
  masks: 'Masks',
  fins: 'Fins',
  snorkels: 'Snorkels',
  wetsuits: 'Wetsuits',
  bcds: 'BCDs',
  regulators: 'Regulators',
  computers: 'Dive Computers',
  accessories: 'Accessories',
};

/** The admin's category keys as visitors read them ("computers" → "Dive Computers"). */
export function productCategoryLabel(category: string): string {
  return LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}
