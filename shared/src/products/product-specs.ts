/**
 * The key specs a diver compares within a category, which the owner fills in per product. Each field
 * is a short text; a field with options takes one of them. The API validates against this list and
 * the admin form shows it, so both read the same fields.
 */

export interface SpecField {
  key: string;
  label: string;
  /** When given, the value must be one of these. */
  options?: readonly string[];
  /** An example for the admin form. */
  example?: string;
}

const YES_NO = ['Yes', 'No'] as const;

export const PRODUCT_SPEC_FIELDS: Readonly<Record<string, readonly SpecField[]>> = {
  computers: [
    { key: 'algorithm', label: 'Algorithm', example: 'Bühlmann ZHL-16C with gradient factors' },
    { key: 'gases', label: 'Gases', example: 'Air, nitrox' },
    { key: 'battery', label: 'Battery', options: ['Rechargeable', 'User-replaceable', 'Service-replaced'] },
    { key: 'airIntegration', label: 'Air integration', options: ['Yes', 'No', 'Optional'] },
    { key: 'display', label: 'Display', example: 'Colour' },
  ],
  wetsuits: [
    { key: 'thickness', label: 'Thickness', example: '5 mm' },
    { key: 'style', label: 'Style', options: ['Full suit', 'Shorty', 'Two-piece'] },
    { key: 'zip', label: 'Zip', options: ['Back zip', 'Front zip', 'Zipless'] },
    { key: 'material', label: 'Material', example: 'Neoprene' },
  ],
  bcds: [
    { key: 'style', label: 'Style', options: ['Jacket', 'Back inflation', 'Backplate and wing'] },
    { key: 'weightSystem', label: 'Weight system', example: 'Integrated quick-release pockets' },
    { key: 'travel', label: 'Travel-friendly', options: YES_NO },
  ],
  regulators: [
    { key: 'firstStage', label: 'First stage', example: 'Balanced piston' },
    { key: 'environmentallySealed', label: 'Environmentally sealed', options: YES_NO },
    { key: 'secondStage', label: 'Second stage', example: 'Adjustable, left or right hose' },
  ],
  masks: [
    { key: 'lenses', label: 'Lenses', options: ['Single lens', 'Twin lens'] },
    { key: 'frame', label: 'Frame', options: ['Frameless', 'Framed'] },
    { key: 'skirt', label: 'Skirt', example: 'Soft silicone' },
  ],
  fins: [
    { key: 'heel', label: 'Heel', options: ['Open heel', 'Full foot'] },
    { key: 'blade', label: 'Blade', example: 'Four water channels' },
  ],
  snorkels: [
    { key: 'top', label: 'Top', options: ['Dry', 'Semi-dry', 'Open'] },
    { key: 'purgeValve', label: 'Purge valve', options: YES_NO },
  ],
  accessories: [
    { key: 'type', label: 'Type', example: 'Surface marker buoy' },
    { key: 'keyFeature', label: 'Key feature', example: '1200 lumens' },
  ],
};

export const MAX_SPEC_LENGTH = 80;

export function specFieldsOf(category: string): readonly SpecField[] {
  return PRODUCT_SPEC_FIELDS[category] ?? [];
}

/** Blank values dropped and values trimmed; what is left is checked by specProblems. */
export function cleanSpecs(specs: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(specs)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    clean[key] = typeof value === 'string' ? value.trim() : value;
  }
  return clean;
}

/** What is wrong with these specs for the category, one sentence each (empty when they are fine). */
export function specProblems(category: string, specs: Readonly<Record<string, unknown>>): string[] {
  const fields = specFieldsOf(category);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(specs)) {
    const field = fields.find((f) => f.key === key);
    if (!field) {
      const known = fields.map((f) => f.key).join(', ') || 'none';
      problems.push(`specs.${key} is not a spec of ${category} (its specs: ${known})`);
    } else if (typeof value !== 'string') {
      problems.push(`specs.${key} (${field.label}) must be text`);
    } else if (value.length > MAX_SPEC_LENGTH) {
      problems.push(`specs.${key} (${field.label}) must be at most ${MAX_SPEC_LENGTH} characters`);
    } else if (field.options && !field.options.includes(value)) {
      problems.push(`specs.${key} (${field.label}) must be one of: ${field.options.join(', ')}`);
    }
  }
  return problems;
}

/** The filled specs in the category's order, as the product page's table lists them. */
export function specRows(
  category: string,
  specs: Readonly<Record<string, string>> | null,
): { key: string; label: string; value: string }[] {
  if (!specs) return [];
  return specFieldsOf(category).flatMap((field) =>
    specs[field.key] ? [{ key: field.key, label: field.label, value: specs[field.key]! }] : [],
  );
}
