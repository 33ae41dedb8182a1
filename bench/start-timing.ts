import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npmStart } from './npm-start';

export interface StartResult {
  startsMs: number[];
  medianMs: number;
  /** Starts that built the web app, which a built shop should not: their times are not valid. */
  startsThatBuilt: number;
}

/**
 * How long `npm start` takes on a built, migrated, seeded shop: one untimed start prepares the
 * data folder (migrations, the demo shop; the web build too if dist is out of date), then `count`
 * timed starts from spawning npm to the first 200 from /api/health, each stopped before the next.
 * The environment is npm start's own defaults apart from the folder and the address.
 */
export async function timeStarts(count: number, env: NodeJS.ProcessEnv = {}): Promise<StartResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'littleloom-bench-start-'));
  try {
    const first = await npmStart({ ...env, DATA_DIR: dataDir }, 15 * 60_000);
    await first.stop();
    const startsMs: number[] = [];
    let startsThatBuilt = 0;
    for (let i = 0; i < count; i++) {
      const shop = await npmStart({ ...env, DATA_DIR: dataDir });
      startsMs.push(Math.round(shop.startMs));
      if (shop.output().includes('Building the web app')) startsThatBuilt += 1;
      await shop.stop();
    }
    const sorted = [...startsMs].sort((a, b) => a - b);
    return { startsMs, medianMs: sorted[Math.floor(sorted.length / 2)]!, startsThatBuilt };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
