/**
 * Sorts object keys recursively so the written document is byte-for-byte stable and diffs are
 * meaningful. Arrays keep their order (it carries meaning: enums, tags, parameters), except a
 * schema's `required` list: a set of property names whose order only follows declaration order,
 * which moves whenever a DTO's fields move to a shared base class.
 */
export function sortDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => sortDeep(v)) as T;
  if (value && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value as object).sort()) {
      const child = (value as Record<string, unknown>)[key];
      sorted[key] = key === 'required' && isNameList(child) ? [...child].sort() : sortDeep(child);
    }
    return sorted as T;
  }
  return value;
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
