import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

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

/**
 * Holds `file` for this process, as a lock on the folder beside it, until the returned function
 * is called or the process ends. The file appears whole or not at all (written aside, then
 * hard-linked into place, which fails if it exists), so of two processes starting at once one
 * wins; a file left by a process that has gone (killed, or the machine restarted) is taken over.
 */
export function lockFolder(file: string, folder: string): () => void {
  const started = isLinux() ? startTimeOf(process.pid) : null;
  const me: Holder = { pid: process.pid, started: started === 'gone' ? null : started };
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const before = readIfThere(file);
        const holder = before === null ? null : readHolder(before);
        if (holder && isAlive(holder)) throw new FolderInUseError(folder, holder.pid);
        // Left behind. Removed only if it is still the same file, so a lock another starting
        // process has just taken over is kept.
        if (before !== null && readIfThere(file) === before) rmSync(file, { force: true });
        continue;
      }
      return holdUntilReleased(file, me);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new Error(`Could not lock ${folder}: ${file} keeps coming back`);
}

function holdUntilReleased(file: string, me: Holder): () => void {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    const now = readIfThere(file);
    if (now !== null && readHolder(now)?.pid === me.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
