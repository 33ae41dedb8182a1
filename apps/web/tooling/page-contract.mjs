// The contract between the server and the page renderer this build writes (which files, under
// which names, in which shape) lives in packages/shared/src/page-renderer.ts, in TypeScript, for
// both sides to take from; Vite reads it here for the build's own scripts, which Node runs as they
// are.
import path from 'node:path';

const CONTRACT = path.resolve(import.meta.dirname, '../../../packages/shared/src/page-renderer.ts');

/**
 * @returns {Promise<{
 *   WEB_BUILD_FILES: { serverDir: string, pageRenderer: string, shellMap: string },
 *   pageShellMapSchema: { parse(value: unknown): { fallback: string, bySegment: Record<string, string> } },
 * }>}
 */
export async function loadPageContract() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(CONTRACT, { configFile: false, logLevel: 'warn' });
  return module;
}
