#!/usr/bin/env node
// `npm run images:to-bucket`: runs the server's copy command
// (apps/server/src/images-to-bucket-command.ts) through tsx, as scripts/backups.mjs runs the
// backup command.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/images-to-bucket-command.ts')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
