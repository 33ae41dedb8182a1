import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `file` whole: beside it under a hidden name ending in `.partial`, then renamed into
 * place, so no reader (another process, a backup) ever sees half of it. Its folder is made if
 * need be; a failed write leaves nothing behind.
 */
export async function writeFileWhole(file: string, bytes: Buffer): Promise<void> {
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  const partial = path.join(
    folder,
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`,
  );
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
