import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
