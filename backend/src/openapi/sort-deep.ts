/**
 * Sorts object keys recursively so the written document is byte-for-byte stable and diffs are
 * meaningful. Arrays keep their order (it carries meaning: enums, tags, parameters).
 */
export function sortDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => sortDeep(v)) as T;
  if (value && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value as object).sort()) sorted[key] = sortDeep((value as Record<string, unknown>)[key]);
    return sorted as T;
  }
  return value;
}
