import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { migrationsApplied } from '../../db/migrations-applied';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { Readiness } from './readiness';

// /api/ready is what a load balancer asks before it sends a process requests; /api/health stays
// the liveness check. Stopping is shown end to end, in real processes, in processes/*.test.ts.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/ready', () => {
  it('is 200 while the database answers and is migrated, and is described in OpenAPI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ready' });
    expect(res.headers.connection).not.toBe('close');

    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(docs.paths['/api/ready'])).toEqual(['get']);
    expect(Object.keys(docs.paths['/api/ready'].get.responses).sort()).toEqual(['200', '503']);
  });

  it('is 503 once the process begins to stop, while health stays 200 and replies close their connection', async () => {
    const stopping = await createTestApp();
    try {
      stopping.app.readiness.beginStopping();
      const ready = await stopping.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        message: 'This server process is shutting down',
        status: 'stopping',
      });
      const health = await stopping.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await stopping.close();
    }
  });
});

describe('readiness of a process', () => {
  it('follows the database, until the process begins to stop', async () => {
    let migrated = false;
    let down = false;
    const readiness = new Readiness(async () => {
      if (down) throw new Error('connection refused');
      return migrated;
    });
    expect(await readiness.check()).toEqual({ state: 'not-migrated' });
    migrated = true;
    expect(await readiness.check()).toEqual({ state: 'ready' });
    down = true;
    expect((await readiness.check()).state).toBe('database-down');
    down = false;
    readiness.beginStopping();
    expect(await readiness.check()).toEqual({ state: 'stopping' });
  });

  it('says stopping when the stop began while the database was being asked', async () => {
    let answer: (migrated: boolean) => void = () => {};
    const readiness = new Readiness(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const asked = readiness.check();
    readiness.beginStopping();
    answer(true);
    expect(await asked).toEqual({ state: 'stopping' });
  });

  it('finds a closed database down', async () => {
    const database = await openPglite();
    await database.migrate();
    const readiness = new Readiness(migrationsApplied(database.db));
    expect(await readiness.check()).toEqual({ state: 'ready' });
    await database.close();
    expect((await readiness.check()).state).toBe('database-down');
  });
});
