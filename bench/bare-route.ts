import { startBenchProcess } from './bench-process';
import { measureEndpoint, type Measurement } from './measure-endpoint';

export interface BareMeasurement extends Measurement {
  /** How many processes shared the bare route's port. */
  processes: number;
}

/** The ceilings a pass of N worker processes is compared with; one and the same when N is 1. */
export interface BareCeilings {
  oneProcess: BareMeasurement;
  asManyProcesses: BareMeasurement;
}

type Load = { connections: number; durationSeconds: number };

/**
 * The bare Fastify route (serve-bare.ts) served by `processes` processes, measured on its own and
 * stopped again.
 */
export async function measureBareRoute(processes: number, load: Load): Promise<BareMeasurement> {
  const bare = await startBenchProcess('serve-bare.ts', {
    BENCH_BARE_PROCESSES: String(processes),
  });
  try {
    const name = `bare Fastify route, ${processes} process${processes === 1 ? '' : 'es'}`;
    const url = `http://127.0.0.1:${bare.words[0]}/bare`;
    const measured = { ...(await measureEndpoint(name, url, load)), processes };
    console.log(`${name}: ${measured.requestsPerSecond} requests/s, p99 ${measured.p99Ms} ms`);
    return measured;
  } finally {
    await bare.stop();
  }
}

/**
 * The bare route in one process, the ceiling every other figure in bench/ is given against, and,
 * for a shop of several workers, in as many processes as it has: the ceiling of the same layout.
 */
export async function measureBareCeilings(workers: number, load: Load): Promise<BareCeilings> {
  const oneProcess = await measureBareRoute(1, load);
  const asManyProcesses = workers === 1 ? oneProcess : await measureBareRoute(workers, load);
  return { oneProcess, asManyProcesses };
}

/** Requests a second as a share of each ceiling. */
export function ratiosTo(
  ceilings: BareCeilings,
  requestsPerSecond: number,
  digits = 3,
): { oneProcess: number; asManyProcesses: number } {
  const ratio = (bare: BareMeasurement) =>
    +(requestsPerSecond / bare.requestsPerSecond).toFixed(digits);
  return {
    oneProcess: ratio(ceilings.oneProcess),
    asManyProcesses: ratio(ceilings.asManyProcesses),
  };
}
