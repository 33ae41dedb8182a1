/**
 * Does a reply tell whether an e-mail has an account? Times forgot-password and Resend OTP for
 * e-mails with and without an account, interleaved, through the shop's own HTTP layer (in process,
 * so the network adds no noise), and compares the distributions. Results go to
 * bench/results/account-timing-<database>.json.
 *
 *   npm run bench:accounts                                   # embedded PGlite
 *   BENCH_DATABASE_URL=postgresql://... npm run bench:accounts  # an empty PostgreSQL database
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { users, wallets } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/accounts/passwords';
import { benchDatabaseKind, benchShop } from './bench-shop';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const here = import.meta.dirname;

const { database, config, dataDir } = await benchShop('accounts');

// Accounts made directly: one verified (forgot-password) and one waiting for its code (resend)
// per round, so no e-mail meets the one-mail-a-minute wait.
const passwordHash = await hashPassword('Bench@1234');
const known = (kind: string, i: number) => `${kind}-${i}@bench.example`;
for (const [kind, isVerified] of [
  ['verified', true],
  ['pending', false],
] as const) {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: ROUNDS }, (_, i) => ({
        name: 'Bench',
        email: known(kind, i),
        passwordHash,
        isVerified,
      })),
    )
    .returning({ id: users.id });
  await database.db.insert(wallets).values(rows.map((r) => ({ userId: r.id })));
}

const app = await buildApp(config, { db: database.db });
await app.ready();

interface Stats {
  medianMs: number;
  p90Ms: number;
  meanMs: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => +n.toFixed(2);
  return {
    medianMs: round(at(0.5)),
    p90Ms: round(at(0.9)),
    meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

async function timed(url: string, email: string, round: number): Promise<number> {
  const started = performance.now();
  const reply = await app.inject({
    method: 'POST',
    url,
    payload: { email },
    // Each request from its own address, as the per-address limits would otherwise step in.
    remoteAddress: `10.${Math.floor(round / 250)}.${round % 250}.${url.length}`,
  });
  const elapsed = performance.now() - started;
  if (reply.statusCode !== 200) throw new Error(`${url} ${email}: ${reply.statusCode}`);
  // Mail is sent between requests, outside the timed part, as a quiet server would.
  await app.mailQueue.flush();
  return elapsed;
}

const results: Record<string, { withAccount: Stats; withoutAccount: Stats }> = {};
for (const [name, url, kind] of [
  ['forgot-password', '/api/forgot-password', 'verified'],
  ['resend-otp', '/api/resend-otp', 'pending'],
] as const) {
  const withAccount: number[] = [];
  const withoutAccount: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Interleaved, in alternating order, so drift in the machine's speed affects both alike.
    const pair = [
      () => timed(url, known(kind, i), i).then((ms) => withAccount.push(ms)),
      () =>
        timed(url, `nobody-${kind}-${i}@bench.example`, i).then((ms) => withoutAccount.push(ms)),
    ];
    if (i % 2) pair.reverse();
    for (const run of pair) await run();
  }
  // The first rounds warm the JIT and the database's caches.
  const warm = Math.floor(ROUNDS / 10);
  results[name] = {
    withAccount: stats(withAccount.slice(warm)),
    withoutAccount: stats(withoutAccount.slice(warm)),
  };
}

console.log('\n| request | e-mail | median ms | p90 ms | mean ms |\n|---|---|---:|---:|---:|');
for (const [name, r] of Object.entries(results)) {
  for (const [label, s] of [
    ['has an account', r.withAccount],
    ['has none', r.withoutAccount],
  ] as const) {
    console.log(`| ${name} | ${label} | ${s.medianMs} | ${s.p90Ms} | ${s.meanMs} |`);
  }
}

await mkdir(path.join(here, 'results'), { recursive: true });
await writeFile(
  path.join(here, 'results', `account-timing-${benchDatabaseKind()}.json`),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      database: benchDatabaseKind(),
      rounds: ROUNDS,
      node: process.version,
      results,
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
