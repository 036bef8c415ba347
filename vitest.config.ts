import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve('src'),
  '@domain': path.resolve('domain'),
  '@server': path.resolve('server'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/repo/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/unit.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          // *.postgres.test.ts need a PostgreSQL server (fault tests through a TCP proxy): they run in
          // the PostgreSQL run only, so the PGlite run neither skips nor fakes them.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? [] : ['server/**/*.postgres.test.ts'])],
          environment: 'node',
          globalSetup: ['tests/setup/emulator-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
