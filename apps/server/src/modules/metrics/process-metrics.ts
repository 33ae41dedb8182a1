import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics of this process (CPU, memory, event-loop delay, garbage
 * collection, handles), collected once per process: they describe the process, not an app built
 * in it, and each collection starts monitors that run for the life of the process.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
