import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type ModuleOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<ModuleOptions['preRun']>[number]>[0];

/** The two parts of Emscripten's Node file system (NODEFS) this reaches into. */
interface NodeFsInternals {
  stream_ops?: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation?: (operation: () => void) => void;
}

/** PGlite's file layer has changed, and this version would not put commits on the disk. */
export class NoDiskSyncError extends Error {
  constructor() {
    super(
      'This version of PGlite no longer lets the shop sync its files to the disk, so a power cut could lose orders: keep the version in package-lock.json, or set DATABASE_URL.',
    );
  }
}

/**
 * PGlite's data folder, with PostgreSQL's fsync reaching the disk.
 *
 * Emscripten's Node file system has no fsync of its own: every fsync PostgreSQL makes returns at
 * once and nothing asks the kernel to put a commit on the disk, so a power cut or a kernel crash
 * can lose acknowledged orders (docs/decisions/0022). This gives it one, through Node's
 * `fsyncSync`, and counts the calls so a test can see that a commit reaches the disk. PGlite
 * already runs the database on Node's thread, so waiting for the disk there blocks nothing that
 * was not already waiting for the database.
 */
export class DurableNodeFS extends NodeFS {
  /** fsync calls made for PostgreSQL so far. */
  syncs = 0;
  /** False if this PGlite's file system no longer looks as expected, so commits are not durable. */
  fsyncInstalled = false;

  override async init(pg: PGlite, opts: ModuleOptions): Promise<{ emscriptenOpts: ModuleOptions }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const installFsync = (module: PostgresModule) => {
      const nodefs = module.NODEFS as unknown as NodeFsInternals;
      const streamOps = nodefs.stream_ops;
      if (!streamOps || typeof nodefs.tryFSOperation !== 'function') return;
      streamOps.fsync = (stream) => {
        const fd = stream.nfd;
        if (fd === undefined) return 0;
        // Turns Node's error into the errno PostgreSQL expects, which then fails loudly.
        nodefs.tryFSOperation!(() => fsyncSync(fd));
        this.syncs += 1;
        return 0;
      };
      this.fsyncInstalled = true;
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), installFsync],
      },
    };
  }
}

/**
 * Syncs every file and folder under `folder` to the disk. A new database's files are written by
 * PGlite's initdb, which syncs none of them, and PostgreSQL syncs only what it writes itself from
 * then on: without this, a power cut in the first half minute of a new shop could leave a folder
 * that does not open.
 */
export function syncTree(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const inside = path.join(folder, entry.name);
    if (entry.isDirectory()) syncTree(inside);
    else if (entry.isFile()) syncFile(inside);
  }
  syncFile(folder);
}

function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
