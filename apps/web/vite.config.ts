import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { initialJsBudget } from './tooling/initial-js-budget';

/** The API server during development (apps/server listens here by default). */
const API_ORIGIN = 'http://127.0.0.1:3000';
const apiProxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/uploads': { target: API_ORIGIN, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), initialJsBudget({ limitKb: 110 })],
  server: { host: '127.0.0.1', proxy: apiProxy },
  preview: { host: '127.0.0.1', proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
