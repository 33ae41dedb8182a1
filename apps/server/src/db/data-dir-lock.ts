import { randomUUID } from 'node:crypto';
import {
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The process that holds a folder, as written in its lock file. */
interface Holder {
  pid: number;
  /** When the process started, as Linux counts it; tells a live holder from a reused pid. */
  started: string | null;
}

/** Another live process holds the folder. */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(`${folder} is in use by another process (pid ${holderPid})`);
  }
}

/**
 * A process's start time from /proc (field 22 of its stat line, after the name, which may hold
 * spaces and brackets), or null where there is no /proc or no such process; a zombie counts as
 * gone.
 */
function startTimeOf(pid: number): string | null | 'gone' {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && isLinux() ? 'gone' : null;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return 'gone';
  return fields[19] ?? null;
}

const isLinux = () => process.platform === 'linux';

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  if (started === 'gone') return false;
  // A container restarted after a crash hands out the same pids again: a live process under the
  // recorded pid that started at another moment is someone else.
  return holder.started === null || started === null || started === holder.started;
}

function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function readHolder(text: string): Holder | null {
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null }
      : null;
  } catch {
    return null;
  }
}

/** A generation's file inside the lock folder: `<n>.json`. */
const GENERATION = /^(\d+)\.json$/;
const generationFile = (lockDir: string, n: number) => path.join(lockDir, `${n}.json`);

/** The generations present in the lock folder, highest first. */
function generations(lockDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => GENERATION.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => b - a);
}

/**
 * Versions before the lock became a folder wrote one file in its place. Only such a version
 * writes it, so removing one whose holder has gone cannot remove anyone's new lock; a folder made
 * meanwhile by another starting process is left alone.
 */
function clearLockFileOfOlderVersion(lockPath: string, folder: string): void {
  let text: string;
  try {
    if (!lstatSync(lockPath).isFile()) return;
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return;
    throw error;
  }
  const holder = readHolder(text);
  if (holder && isAlive(holder)) throw new FolderInUseError(folder, holder.pid);
  try {
    unlinkSync(lockPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EISDIR' && code !== 'EPERM') throw error;
  }
}

/** Who holds the folder now, if a live process does: what a test or a message may name. */
export function folderHolder(lockPath: string): number | undefined {
  const [top] = generations(lockPath);
  if (top === undefined) return undefined;
  const text = readIfThere(generationFile(lockPath, top));
  const holder = text === null ? null : readHolder(text);
  return holder && isAlive(holder) ? holder.pid : undefined;
}

/**
 * Holds the folder for this process until the returned function is called or the process ends.
 *
 * The lock is a folder (`lockPath`) of numbered generations, `<n>.json`, each naming the process
 * that created it; the highest is the holder. Taking the lock over from a process that has gone
 * (killed, or the machine restarted) is creating the next generation, which only one process can
 * do: the file is written aside and hard-linked into place, which fails when the name exists. A
 * stale lock is never deleted to make room, since between judging it stale and deleting it
 * another process may have put its fresh lock there. A process that made a generation from an
 * older view (a higher one appeared meanwhile, or its own was cleared by the winner) finds that
 * when it lists the folder again, and steps back.
 */
export function lockFolder(lockPath: string, folder: string): () => void {
  const started = isLinux() ? startTimeOf(process.pid) : null;
  const me: Holder = { pid: process.pid, started: started === 'gone' ? null : started };
  clearLockFileOfOlderVersion(lockPath, folder);
  mkdirSync(lockPath, { recursive: true });
  const draft = path.join(lockPath, `draft-${process.pid}-${randomUUID()}`);
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const top = generations(lockPath)[0] ?? 0;
      if (top > 0) {
        const text = readIfThere(generationFile(lockPath, top));
        // Released or cleared just now: look again.
        if (text === null) continue;
        const holder = readHolder(text);
        if (holder && isAlive(holder)) throw new FolderInUseError(folder, holder.pid);
      }
      const mine = top + 1;
      try {
        linkSync(draft, generationFile(lockPath, mine));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        continue;
      }
      const now = generations(lockPath);
      if (now[0] !== mine) {
        rmSync(generationFile(lockPath, mine), { force: true });
        continue;
      }
      for (const older of now.slice(1)) rmSync(generationFile(lockPath, older), { force: true });
      return holdUntilReleased(generationFile(lockPath, mine));
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new Error(`Could not lock ${folder}: ${lockPath} keeps changing`);
}

function holdUntilReleased(file: string): () => void {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only this process ever creates this generation's name, so it is removed by name.
    rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
