import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShopProcess } from '../testing/shop-process';
import { madePrivateLine, makeFolderPrivate } from './private-folder';

const work = mkdtempSync(path.join(tmpdir(), 'littleloom-private-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const modeOf = (file: string) => lstatSync(file).mode & 0o777;

/** Every entry under `folder` (itself included) that some other account could read or enter. */
function openToOthers(folder: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) found.push(`${entry} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return found;
}

/** A data folder as an earlier version left it under umask 0000: everything open to everyone. */
function openDataFolder(name: string): string {
  const dataDir = path.join(work, name);
  mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'a'.repeat(64));
  writeFileSync(path.join(dataDir, 'backups', 'littleloom-backup-old.tar.gz'), 'old backup');
  chmodSync(path.join(dataDir, 'jwt-secret'), 0o666);
  chmodSync(path.join(dataDir, 'backups', 'littleloom-backup-old.tar.gz'), 0o644);
  chmodSync(path.join(dataDir, 'backups'), 0o777);
  chmodSync(dataDir, 0o755);
  return dataDir;
}

describe('makeFolderPrivate', () => {
  it("takes every other account's access away, keeps the owner's, and counts what it changed", () => {
    const dataDir = openDataFolder('mended');
    const script = path.join(dataDir, 'run.sh');
    writeFileSync(script, '#!/bin/sh\n');
    chmodSync(script, 0o755);
    const outside = path.join(work, 'outside.txt');
    writeFileSync(outside, 'not ours to change');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, 'link'));

    expect(makeFolderPrivate(dataDir)).toBe(5);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'backups'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'backups', 'littleloom-backup-old.tar.gz'))).toBe(0o600);
    expect(modeOf(script)).toBe(0o700);
    // A link is not followed out of the folder.
    expect(modeOf(outside)).toBe(0o644);
    // Nothing left to do the second time.
    expect(makeFolderPrivate(dataDir)).toBe(0);
    expect(makeFolderPrivate(path.join(work, 'not-there'))).toBe(0);
  });

  it('leaves a folder its owner made read-only as it is, but for others', () => {
    const folder = path.join(work, 'read-only');
    mkdirSync(folder);
    chmodSync(folder, 0o555);
    expect(makeFolderPrivate(folder)).toBe(1);
    expect(modeOf(folder)).toBe(0o500);
    chmodSync(folder, 0o700);
  });

  it('says what it did in one line', () => {
    expect(madePrivateLine('data/', 1207)).toBe(
      'Made data/ private: 1,207 files readable by this user only.',
    );
  });
});

describe('a shop started on its data folder', () => {
  it(
    'makes an open folder private, says so once, and creates every file of its own private',
    { timeout: 120_000 },
    async () => {
      const dataDir = openDataFolder('started');
      const shop = await startShopProcess({ DATA_DIR: dataDir });
      try {
        expect(shop.output()).toContain(
          `Made ${dataDir} private: 4 files readable by this user only.`,
        );
        // The embedded database's files (PGlite's own new ones included), the secrets, and the
        // health check's write since.
        expect((await fetch(`${shop.base}/api/health`)).status).toBe(200);
        expect(readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(10);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await shop.stop();
      }
      expect(shop.output().match(/private:/g)).toHaveLength(1);
    },
  );
});
