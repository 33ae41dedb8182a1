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

/** A value still to look at, with the way to it: a chain of parents, so no path is copied per value. */
interface Pending {
  value: unknown;
  /** The key or index that leads here from `parent`; the first value has none. */
  segment: string | undefined;
  parent: Pending | undefined;
  /** An object's entry: its key is checked when the walk reaches it, before its value. */
  isEntry: boolean;
}

function pathOf(pending: Pending | undefined, prefix: readonly string[], last?: string): string {
  const segments: string[] = last === undefined ? [] : [last];
  for (let at = pending; at !== undefined; at = at.parent) {
    if (at.segment !== undefined) segments.push(at.segment);
  }
  return [...prefix, ...segments.reverse()].join('.');
}

/**
 * The path of the first string (a value, or a key of an object) that holds a control character,
 * anywhere in a parsed body or query; undefined when there is none. Paths read like `items.0.name`.
 * The walk keeps its own stack, in the order a recursive walk would take, so however deeply a
 * body nests it cannot overflow the call stack.
 */
export function findControlCharacter(
  value: unknown,
  path: readonly string[] = [],
): string | undefined {
  const stack: Pending[] = [{ value, segment: undefined, parent: undefined, isEntry: false }];
  for (let pending = stack.pop(); pending !== undefined; pending = stack.pop()) {
    if (pending.isEntry && hasControlCharacter(pending.segment ?? '')) {
      return pathOf(pending.parent, path, 'field name');
    }
    const current = pending.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return pathOf(pending, path) || 'text';
      continue;
    }
    // Bytes (a raw body kept as a Buffer) hold numbers only; listing each would cost a value apiece.
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    // Last child first, so the first is taken next.
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        const item: unknown = current[index];
        stack.push({ value: item, segment: String(index), parent: pending, isEntry: false });
      }
    } else {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, segment: key, parent: pending, isEntry: true });
      }
    }
  }
  return undefined;
}
