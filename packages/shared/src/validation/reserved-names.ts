/**
 * Names a shopper may not show beside a review: they read as the shop's own voice or its staff's,
 * and a review signed "Little Loom Official" or "Admin" would be taken as the shop's word.
 */
const RESERVED_WHOLE = ['littleloom'] as const;
const RESERVED_WORDS = [
  'admin',
  'administrator',
  'staff',
  'support',
  'moderator',
  'official',
  'team',
] as const;

/**
 * Letters and signs that look like Latin letters (Cyrillic and Greek look-alikes, the dotless i,
 * digits and signs written for letters), each as the letter it passes for. Upper-case forms are
 * listed too: lower-casing first would turn a Greek capital M into mu, which reads as u.
 */
const LOOK_ALIKES: Record<string, string> = {
  А: 'a',
  В: 'b',
  Е: 'e',
  Ё: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  Х: 'x',
  У: 'y',
  І: 'i',
  Ї: 'i',
  Ј: 'j',
  Ѕ: 's',
  Ӏ: 'l',
  Ԁ: 'd',
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  х: 'x',
  у: 'y',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ӏ: 'l',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ɩ: 'i',
  ɑ: 'a',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'l',
  '!': 'l',
};

/**
 * A word as it looks rather than as it is spelled: compatibility forms (full-width letters)
 * unfolded, accents and invisible characters dropped, look-alikes replaced, lower case, and the
 * pairs that pass for one another made one (i and l; "rn" and m).
 */
function looks(text: string): string {
  return [...text.normalize('NFKD').replace(/[\p{M}\p{Cf}]/gu, '')]
    .map((character) => LOOK_ALIKES[character] ?? character)
    .join('')
    .toLowerCase()
    .replaceAll('i', 'l')
    .replaceAll('rn', 'm');
}

const WHOLE = RESERVED_WHOLE.map(looks);
const WORDS = new Set(RESERVED_WORDS.map(looks));

/**
 * The words of a name as they look: split at spaces, punctuation and a change to a capital
 * ("LittleLoom"), with runs of single letters joined again ("A d m i n", "A.D.M.I.N").
 */
function wordsOf(name: string): string[] {
  const split = name
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  const words = looks(split)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const joined: string[] = [];
  let letters = '';
  for (const word of words) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters) joined.push(letters);
    letters = '';
    joined.push(word);
  }
  if (letters) joined.push(letters);
  return joined;
}

/**
 * Whether a name reads as the shop's or its staff's, however it is written: "Little Loom",
 * "LittleLoom", "Lıttle L00m", "Аdmin" in Cyrillic, "A d m i n", "Support Team".
 */
export function isReservedName(name: string): boolean {
  const words = wordsOf(name);
  const whole = words.join('');
  if (WHOLE.some((reserved) => whole.includes(reserved))) return true;
  return (
    WORDS.has(whole) ||
    words.some((word) => WORDS.has(word) || (word.endsWith('s') && WORDS.has(word.slice(0, -1))))
  );
}
