import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
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
