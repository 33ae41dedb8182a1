import { searchSynonymsSchema, type SearchSynonyms } from '@littleloom/shared';

/** The list as the owner edits it: a group a line, its words between commas. */
export function textOfGroups(groups: string[][]): string {
  return groups.map((words) => words.join(', ')).join('\n');
}

/**
 * The groups a text holds, checked with the shared rules: blank lines are skipped, and a problem
 * is said with the line it is on.
 */
export function groupsOfText(
  text: string,
): { synonyms: SearchSynonyms; error?: undefined } | { synonyms?: undefined; error: string } {
  const lines = text
    .split('\n')
    .map((line, index) => ({ number: index + 1, words: wordsOf(line) }))
    .filter((line) => line.words.length > 0);
  const parsed = searchSynonymsSchema.safeParse({ groups: lines.map((line) => line.words) });
  if (parsed.success) return { synonyms: parsed.data };
  const [issue] = parsed.error.issues;
  const group = issue?.path[1];
  const line = typeof group === 'number' ? lines[group]?.number : undefined;
  const message = issue?.message ?? '';
  return { error: line === undefined ? message : `Line ${line}: ${message}` };
}

function wordsOf(line: string): string[] {
  return line
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}
