import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../db/client';

/** A migration as drizzle's journal lists it: its file's name and the time that orders it. */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

async function readJournal(migrationsDir = MIGRATIONS_DIR): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'));
}

/** The migrations this code knows, in the order they apply. */
export async function knownMigrations(migrationsDir = MIGRATIONS_DIR): Promise<JournalEntry[]> {
  return (await readJournal(migrationsDir)).entries;
}

/**
 * A copy of the migrations folder that ends at `last` (an index into the journal), so that
 * drizzle's migrator builds the schema a backup was taken at and no further.
 */
export async function migrationsUpTo(
  last: number,
  into: string,
  migrationsDir = MIGRATIONS_DIR,
): Promise<string> {
  const journal = await readJournal(migrationsDir);
  const kept = journal.entries.slice(0, last + 1);
  await mkdir(path.join(into, 'meta'), { recursive: true });
  for (const entry of kept) {
    await copyFile(
      path.join(migrationsDir, `${entry.tag}.sql`),
      path.join(into, `${entry.tag}.sql`),
    );
  }
  await writeFile(
    path.join(into, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: kept }, null, 2),
  );
  return into;
}
