/** Soft grounds behind product pictures, so an unloaded or missing image still looks like a shelf. */
const PASTEL_GROUNDS = [
  'bg-peach-soft',
  'bg-mint-soft',
  'bg-sun-soft',
  'bg-sky-soft',
  'bg-lilac-soft',
] as const;

/** The same product always gets the same pastel. */
export function pastelFor(id: string): string {
  let hash = 0;
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return PASTEL_GROUNDS[hash % PASTEL_GROUNDS.length] ?? PASTEL_GROUNDS[0];
}
