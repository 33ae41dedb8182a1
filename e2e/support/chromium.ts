/**
 * Debian's Chromium, for the browser tests and the Lighthouse bench: this machine cannot download
 * a browser and has no internet beyond npm. Without the networking flags Chromium keeps trying
 * Google's hosts, and the closed network refuses each attempt.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
