import { asc } from 'drizzle-orm';
import type { SearchSynonyms } from '@littleloom/shared';
import type { Database, DbOrTx } from '../../../db/client';
import { searchSynonymGroups } from '../../../db/schema';
import { synonymDictionary, type SynonymDictionary } from './search-words';

/** The owner's synonym groups, in the order listed. */
export async function readSynonymGroups(db: DbOrTx): Promise<string[][]> {
  const rows = await db
    .select({ words: searchSynonymGroups.words })
    .from(searchSynonymGroups)
    .orderBy(asc(searchSynonymGroups.position));
  return rows.map((row) => row.words);
}

/** What search reads the synonyms as; read for each search, so a change counts at once. */
export async function readSynonymDictionary(db: DbOrTx): Promise<SynonymDictionary> {
  return synonymDictionary(await readSynonymGroups(db));
}

/**
 * The search synonyms the owner keeps under Settings. Saving replaces the whole list in one
 * transaction; the table's trigger then drops every server's cached catalogue replies, so the next
 * search reads the new list.
 */
export class SearchSynonymsService {
  constructor(private readonly db: Database) {}

  read(): Promise<string[][]> {
    return readSynonymGroups(this.db);
  }

  async save({ groups }: SearchSynonyms): Promise<string[][]> {
    return this.db.transaction(async (tx) => {
      await tx.delete(searchSynonymGroups);
      if (groups.length) {
        await tx
          .insert(searchSynonymGroups)
          .values(groups.map((words, index) => ({ position: index + 1, words })));
      }
      return readSynonymGroups(tx);
    });
  }
}
