#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app and bundles the server unless their
// builds are up to date with the sources, then runs the server (which migrates, seeds the demo shop
// on its first run and prints the address and the demo logins). SKIP_BUILD=true never builds the
// web app; the server bundle takes a fraction of a second and is always brought up to date.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverBuildIsCurrent, webBuildIsCurrent } from './build-current.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installIsCurrent() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return false;
  return statSync(marker).mtimeMs >= statSync(path.join(root, 'package-lock.json')).mtimeMs;
}

if (!installIsCurrent()) {
  console.log('Installing dependencies...');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}
if (process.env.SKIP_BUILD !== 'true' && !webBuildIsCurrent(root)) {
  console.log('Building the web app...');
  run(npm, ['run', 'build', '--silent']);
}

if (!serverBuildIsCurrent(root)) {
  run(process.execPath, ['apps/server/tooling/build.mjs']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
