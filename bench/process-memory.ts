import { readdirSync, readFileSync } from 'node:fs';

/** A process's memory as the kernel counts it (Linux /proc), in MB. */
export interface Memory {
  /** Resident set size now. */
  rssMb: number;
  /** The highest resident set size the process has had since it started. */
  peakRssMb: number;
}

const field = (status: string, name: string) => {
  const kb = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kb === undefined) throw new Error(`no ${name} in /proc status`);
  return Math.round((Number(kb) / 1024) * 10) / 10;
};

export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssMb: field(status, 'VmRSS'), peakRssMb: field(status, 'VmHWM') };
}

/** Reads a process's RSS every `everyMs` until stopped; the samples show its course, not just a peak. */
export function sampleMemory(pid: number, everyMs = 100) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(memoryOf(pid).rssMb), everyMs);
  return {
    stop(): { samples: number[]; maxRssMb: number } {
      clearInterval(timer);
      return { samples, maxRssMb: Math.max(...samples) };
    },
  };
}

/** The process ids under `pid`, children first then theirs, read from /proc. */
export function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)) {
    try {
      // The command name, in brackets, may hold spaces; the parent id is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(entry, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  let generation = [pid];
  while (generation.length > 0) {
    generation = [...parentOf].filter(([, parent]) => generation.includes(parent)).map(([p]) => p);
    found.push(...generation);
  }
  return found;
}

/** The command line of a process, its arguments joined by spaces. */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}
