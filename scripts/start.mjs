#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app and bundles the server unless their
// builds are up to date with the sources, then runs the server (which migrates, seeds the demo shop
// on its first run and prints the address and the demo logins). SKIP_BUILD=true never builds the
// web app; the server bundle takes a fraction of a second and is always brought up to date.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
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

// The IPC channel is how the server notices that this script has gone (killed with SIGKILL, say)
// and stops too, instead of holding the port and the data folder against the next start.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'development', ...process.env },
});
let stopAsked = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAsked = signal;
    server.kill(signal);
  });
}
watchWhoStartedUs(() => {
  if (stopAsked) return;
  console.error('npm start was stopped: stopping the shop.');
  stopAsked = 'SIGTERM';
  server.kill('SIGTERM');
});
server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
// Supervisors (systemd's Restart=on-failure, containers' restart policies) read this exit code:
// the server's own code, or, killed by a signal, 128 + its number as shells report it, so a server
// that was killed is restarted. Only a stop asked for here (Ctrl-C, `systemctl stop`) ends with
// 0, once the server has shut down after it (docs/decisions, "The shop tells its supervisor").
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  if (signal === stopAsked) process.exit(0);
  console.error(`The server was killed by ${signal}.`);
  process.exit(128 + (osConstants.signals[signal] ?? 0));
});

/**
 * A process's state, parent pid, start time and name from /proc (Linux), or null where there is
 * none. The name may hold spaces and brackets, so fields are counted after its last `)`.
 */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { state: fields[0], ppid: Number(fields[1]), started: fields[19], name };
  } catch {
    return null;
  }
}

function isAlive(pid, started) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  const now = procStat(pid);
  if (!now) return started === undefined;
  // A zombie has gone; a process that started at another moment is another under a reused pid.
  return (
    now.state !== 'Z' && now.state !== 'X' && (started === undefined || now.started === started)
  );
}

/**
 * Calls `onGone` once the process that started this script goes, however it goes: killed with
 * SIGKILL, npm tells nobody, and this script and its server would be left running, holding the
 * port and the data folder against the next start. `npm start` execs this script in place of
 * npm's shell, so npm is the parent and passes its SIGTERM and SIGINT here; where a shell stays
 * between (an npm set up with another script shell), the shell is watched and npm above it too.
 * Every half second.
 */
function watchWhoStartedUs(onGone) {
  const shells = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh']);
  const parent = procStat(process.pid)?.ppid ?? process.ppid;
  const parentStat = procStat(parent);
  const watched = [{ pid: parent, started: parentStat?.started }];
  if (process.env.npm_lifecycle_event && parentStat && shells.has(parentStat.name)) {
    const grandparent = procStat(parentStat.ppid);
    if (parentStat.ppid > 1 && grandparent) {
      watched.push({ pid: parentStat.ppid, started: grandparent.started });
    }
  }
  const timer = setInterval(() => {
    if (watched.every(({ pid, started }) => isAlive(pid, started))) return;
    clearInterval(timer);
    onGone();
  }, 500);
  timer.unref();
}
