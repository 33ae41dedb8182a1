import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { FolderInUseError } from '../db/data-dir-lock';
import { freePort } from '../testing/free-port';
import { DiskFullError } from './check-data-folder';
import { checkPostgresAnswers } from './check-postgres';
import { explainStartUpFailure } from './explain-failure';

const embedded = { dataDir: '/srv/shop/data', databaseUrl: undefined };
const withPostgres = (databaseUrl: string) => ({ dataDir: '/srv/shop/data', databaseUrl });

/** The error a failed call gives, for the shapes real failures take. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** Node's own error, as fs throws it: captured from writes on a full tmpfs and a read-only bind. */
function nodeError(code: string, errno: number, syscall: string, where?: string): Error {
  const error = new Error(`${code}: ${syscall}${where ? ` '${where}'` : ''}`);
  return Object.assign(error, { code, errno, syscall, ...(where ? { path: where } : {}) });
}

/** A PostgreSQL error as pg throws it (its own class, with the server's SQLSTATE). */
function postgresError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** A TCP port that accepts connections and then does `behave` with them. */
async function listening(behave: 'say nothing' | 'hang up'): Promise<number> {
  const server = createServer((socket) => {
    if (behave === 'hang up') socket.destroy();
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('a start-up failure in one line', () => {
  it('names a full disk, from PGlite, from Node and from the free-space check', () => {
    // What PGlite 0.5 threw when it could not initialise its folder on a full 2 MB tmpfs.
    const pglite = { name: 'ErrnoError', errno: 51 };
    expect(explainStartUpFailure(pglite, embedded)).toBe(
      'The disk holding the data folder /srv/shop/data is full (no space left at /srv/shop/data): free some space, or move DATA_DIR to a bigger disk, then start again.',
    );
    const node = nodeError('ENOSPC', -28, 'write');
    expect(explainStartUpFailure(node, embedded)).toContain(
      'The disk holding the data folder /srv/shop/data is full (ENOSPC',
    );
    // PGlite's own SQLSTATE when its WAL could not grow (also seen on the tmpfs).
    const wal = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42"'), {
      code: '53100',
    });
    expect(explainStartUpFailure(wal, embedded)).toContain('is full (53100');
    expect(
      explainStartUpFailure(new DiskFullError('/srv/shop/data', 12 * 1024 * 1024), embedded),
    ).toBe(
      'The disk holding the data folder /srv/shop/data is full (12 MB free; the embedded database needs 64 MB): free some space, or move DATA_DIR to a bigger disk, then start again.',
    );
  });

  it('names a data folder that cannot be written to, and what lives there', () => {
    const readOnly = nodeError('EROFS', -30, 'open', '/srv/shop/data/jwt-secret');
    expect(explainStartUpFailure(readOnly, embedded)).toBe(
      'The data folder /srv/shop/data cannot be written to (read-only file system at /srv/shop/data/jwt-secret): the shop keeps its embedded database, secrets, uploaded images and backups there, so point DATA_DIR at a folder it can write to.',
    );
    const denied = nodeError('EACCES', -13, 'open', '/srv/shop/data/.write-check-7');
    expect(
      explainStartUpFailure(denied, withPostgres('postgresql://shop@db.internal/littleloom')),
    ).toBe(
      'The data folder /srv/shop/data cannot be written to (permission denied at /srv/shop/data/.write-check-7): the shop keeps its secrets, uploaded images and backups there, so point DATA_DIR at a folder it can write to.',
    );
    expect(explainStartUpFailure({ name: 'ErrnoError', errno: 69 }, embedded)).toContain(
      'cannot be written to (read-only file system',
    );
    const aFile = nodeError('EEXIST', -17, 'mkdir', '/srv/shop/data');
    expect(explainStartUpFailure(aFile, embedded)).toContain(
      'The data folder /srv/shop/data is not a folder (EEXIST',
    );
  });

  it('names the shop that holds the data folder', () => {
    const held = new FolderInUseError('/srv/shop/data/db', 4242);
    expect(explainStartUpFailure(held, embedded)).toBe(
      'Another Little Loom (process 4242) is using the data folder /srv/shop/data: stop it first, or give this shop a DATA_DIR of its own.',
    );
  });

  it('names why PostgreSQL does not answer, never printing the password', async () => {
    const closed = `postgresql://shop:s3cret@127.0.0.1:${await freePort()}/littleloom`;
    const refused = await failureOf(checkPostgresAnswers(closed));
    const line = explainStartUpFailure(refused, withPostgres(closed));
    expect(line).toMatch(
      /^Nothing answers at 127\.0\.0\.1:\d+, database littleloom \(connection refused\): start PostgreSQL there, or correct the host and port in DATABASE_URL\.$/,
    );

    const unknownHost = 'postgresql://shop:s3cret@no-such-host.invalid/littleloom';
    const notFound = await failureOf(checkPostgresAnswers(unknownHost));
    expect(explainStartUpFailure(notFound, withPostgres(unknownHost))).toMatch(
      /^The host no-such-host\.invalid is not known \((ENOTFOUND|EAI_AGAIN)\): correct the host in DATABASE_URL/,
    );

    const silent = `postgresql://shop:s3cret@127.0.0.1:${await listening('say nothing')}/littleloom`;
    const timedOut = await failureOf(checkPostgresAnswers(silent, 300));
    expect(explainStartUpFailure(timedOut, withPostgres(silent))).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:\d+, database littleloom did not answer within 0\.3 seconds \(timeout\)/,
    );

    const hangsUp = `postgresql://shop:s3cret@127.0.0.1:${await listening('hang up')}/littleloom`;
    const cut = await failureOf(checkPostgresAnswers(hangsUp));
    expect(explainStartUpFailure(cut, withPostgres(hangsUp))).toMatch(
      /closed the connection (before answering|\(ECONNRESET\))/,
    );

    const url = 'postgresql://shop:s3cret@db.internal:6543/littleloom';
    expect(
      explainStartUpFailure(
        postgresError('28P01', 'password authentication failed for user "shop"'),
        withPostgres(url),
      ),
    ).toBe(
      'PostgreSQL at db.internal:6543, database littleloom refused the password of user shop (authentication failed): correct the user and password in DATABASE_URL.',
    );
    expect(
      explainStartUpFailure(
        postgresError('3D000', 'database "littleloom" does not exist'),
        withPostgres(url),
      ),
    ).toContain('has no such database (database "littleloom" does not exist): create it');
    expect(
      explainStartUpFailure(
        postgresError('28000', 'Peer authentication failed for user "shop"'),
        withPostgres('postgresql://shop@localhost/littleloom?host=/var/run/postgresql'),
      ),
    ).toBe(
      'PostgreSQL at the socket in /var/run/postgresql, database littleloom does not let user shop in (Peer authentication failed for user "shop"): correct the user in DATABASE_URL, or allow it in pg_hba.conf.',
    );
    for (const line of [refused, notFound, timedOut, cut].map((error) =>
      explainStartUpFailure(error, withPostgres(closed)),
    )) {
      expect(line).not.toContain('s3cret');
    }
  });

  it('gives configuration errors as they are, and leaves unknown failures to be printed whole', () => {
    expect(explainStartUpFailure(new ConfigError('Invalid configuration: PORT'), embedded)).toBe(
      'Invalid configuration: PORT',
    );
    expect(explainStartUpFailure(new Error('something else'), embedded)).toBeUndefined();
  });
});
