import { readdirSync, readFileSync } from 'node:fs';

/** The cluster workers a primary has forked: its children that Node's cluster started. */
export function clusterWorkerPids(primaryPid: number): number[] {
  const workers: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) !== primaryPid || state === 'Z') continue;
      // cluster.fork() marks each worker's environment with NODE_UNIQUE_ID.
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').includes('NODE_UNIQUE_ID=')) {
        workers.push(Number(entry));
      }
    } catch {
      // The process ended while it was being read.
    }
  }
  return workers.sort((a, b) => a - b);
}
