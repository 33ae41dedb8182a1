/**
 * Control characters have no place in anything a person types into the shop: NUL cannot even be
 * stored by PostgreSQL, and the others hide text or break logs and exports. Tab, line feed and
 * carriage return stay allowed, for descriptions and messages written on several lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

export const controlCharacterMessage = (field: string) =>
  `${field} contains characters that are not allowed`;

/** Zod refinement for one text field: `.refine(isPlainText, message)`. */
export const isPlainText = (text: string): boolean => !hasControlCharacter(text);

/**
 * The path of the first string (a value, or a key of an object) that holds a control character,
 * anywhere in a parsed body or query; undefined when there is none. Paths read like `items.0.name`.
 */
export function findControlCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') {
    return hasControlCharacter(value) ? path.join('.') || 'text' : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, 'field name'].join('.');
      const found = findControlCharacter(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
