import { createHash } from 'node:crypto';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { EmlWriter } from '../../platform/mail';

const BATCH_SIZE = 200;

/** What the outbox folder's .json files held beside each .eml. */
const folderEntry = z.object({
  id: z.string().min(1),
  time: z.iso.datetime({ offset: true }),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});

/**
 * A fixed queue id for a file's mail, so an import cut short by a crash, or run by two server
 * processes at once, writes each mail once (the outbox's queue ids are unique).
 */
function queueIdFor(fileId: string): string {
  const hex = createHash('sha256').update(`outbox-folder:${fileId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** One summary and its .eml as an outbox row, or undefined when the summary is not whole. */
async function readEntry(
  folder: string,
  name: string,
  eml: EmlWriter,
): Promise<typeof mailOutbox.$inferInsert | undefined> {
  let entry: z.infer<typeof folderEntry>;
  try {
    entry = folderEntry.parse(JSON.parse((await readText(path.join(folder, name))) ?? ''));
  } catch {
    return undefined;
  }
  const queueId = queueIdFor(entry.id);
  const saved = await readText(path.join(folder, name.replace(/\.json$/, '.eml')));
  const message = saved?.trim()
    ? saved
    : await eml.write({ queueId, to: entry.to, subject: entry.subject, text: entry.text });
  return {
    queueId,
    recipient: entry.to,
    subject: entry.subject,
    body: entry.text,
    message,
    createdAt: new Date(entry.time),
  };
}

/** Renames the folder out of the way, beside any folder an earlier import set aside. */
async function setAside(folder: string): Promise<void> {
  for (const target of [`${folder}.imported`, `${folder}.imported-${Date.now()}`]) {
    try {
      await rename(folder, target);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another server process on the same data folder set it aside first.
      if (code === 'ENOENT') return;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  }
}

/**
 * The outbox used to be a folder, DATA_DIR/outbox, of .eml files each with a .json summary. Its
 * mail is read into `mail_outbox` once, in the background after the start, so the back office
 * keeps showing it, and the folder is then renamed `outbox.imported` (kept, never read again).
 * Those files were not written atomically: a summary that is empty or not whole (a crash while
 * writing it) is skipped and counted, and a missing .eml is written again from the summary.
 * `stopped` is asked between batches, so a server stopping does not wait for a long import.
 */
export async function importOutboxFolder(
  db: Database,
  folder: string,
  options: {
    from: string;
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
    stopped: () => boolean;
  },
): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    // No folder (a shop that never had one, or imported already): nothing to do.
    return;
  }
  const eml = new EmlWriter(options.from);
  const present = new Set(names);
  const summaries = names.filter((name) => name.endsWith('.json'));
  let skipped = names.filter(
    (name) => name.endsWith('.eml') && !present.has(name.replace(/\.eml$/, '.json')),
  ).length;
  let imported = 0;

  for (let start = 0; start < summaries.length; start += BATCH_SIZE) {
    if (options.stopped()) return;
    const batch = summaries.slice(start, start + BATCH_SIZE);
    const rows = await Promise.all(batch.map((name) => readEntry(folder, name, eml)));
    const whole = rows.filter((row) => row !== undefined);
    skipped += rows.length - whole.length;
    if (whole.length > 0) {
      await db.insert(mailOutbox).values(whole).onConflictDoNothing({ target: mailOutbox.queueId });
      imported += whole.length;
    }
  }

  await setAside(folder);
  options.log.info({ imported, skipped }, 'outbox folder imported into the database');
  if (skipped > 0) {
    options.log.warn({ skipped }, 'outbox folder: damaged or incomplete files were not imported');
  }
}
