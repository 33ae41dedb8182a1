/**
 * Control characters have no place in anything a person types into the shop: NUL cannot even be
 * stored by PostgreSQL, and the others hide text or break logs and exports. Tab, line feed and
 * carriage return stay allowed, for descriptions and messages written on several lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Characters nobody sees that change what others read: zero-width spaces and word joiners hide
 * text or split a word a filter looks for, and direction marks, embeddings, overrides and isolates
 * make a name read backwards. None belongs in a name, a review or an address. Tag characters hide
 * whole sentences; they are kept only where they spell a regional flag (handled below).
 */
const INVISIBLE_CHARACTER =
  /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]|\u{E0001}/u;

/** A regional flag (🏴 and tag letters closed by the cancel tag) is the one use of tag characters. */
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const TAG_CHARACTER = /[\u{E0020}-\u{E007F}]/u;

/**
 * The zero-width joiner and non-joiner shape Indic-script words (क्\u200Dष, ന്\u200D) and Urdu, and join
 * emoji into one (👩\u200D💻); elsewhere they only hide text ("Little\u200DLoom"), so a joiner stands
 * after a letter or mark of such a script, or between two emoji.
 */
const JOINER = /[\u200C\u200D]/u;
const JOINING_SCRIPT =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Arabic}\p{Script=Syriac}]/u;
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;

function hasStrayJoiner(text: string): boolean {
  const characters = Array.from(text);
  return characters.some((character, index) => {
    if (!JOINER.test(character)) return false;
    const before = characters[index - 1] ?? '';
    const after = characters[index + 1] ?? '';
    if (JOINING_SCRIPT.test(before)) return false;
    return !(EMOJI_PART.test(before) && EMOJI_PART.test(after));
  });
}

function hasHiddenCharacter(text: string): boolean {
  if (INVISIBLE_CHARACTER.test(text)) return true;
  if (TAG_CHARACTER.test(text) && TAG_CHARACTER.test(text.replace(FLAG_TAG_SEQUENCE, ''))) {
    return true;
  }
  return JOINER.test(text) && hasStrayJoiner(text);
}

/** True when the text holds a character the shop refuses in anything typed: see above. */
export const hasControlCharacter = (text: string): boolean =>
  CONTROL_CHARACTER.test(text) || hasHiddenCharacter(text);

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
