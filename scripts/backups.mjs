#!/usr/bin/env node
// `npm run backup` and `npm run restore FILE`: runs the server's backup command
// (apps/server/src/backup-command.ts) through tsx, as development and the tests run the server.
// A backup is rare and takes longer than compiling, so it has no bundle of its own to keep current.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [command, file, ...rest] = process.argv.slice(2);
// npm runs scripts from the project's folder; a file is named from where npm was called.
const args = file === undefined ? [] : [path.resolve(process.env.INIT_CWD ?? process.cwd(), file)];

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(root, 'apps/server/src/backup-command.ts'),
    command,
    ...args,
    ...rest,
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
