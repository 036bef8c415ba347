import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.API_PORT ?? '3001';
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest lives at the repository root (CONVENTIONS §10); the plugin emits and links it.
      manifest: JSON.parse(readFileSync('manifest.webmanifest', 'utf8')),
      injectManifest: {
        // Chromium refuses an ES-module service worker built by Vite 8 (ARCHITECTURE §6).
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['demo/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      '@': path.resolve('src'),
      '@domain': path.resolve('domain'),
    },
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
  server: {
    // `npm run dev`: the API and the Auth Emulator behind Vite, on one origin like production.
    proxy: Object.fromEntries(
      ['/api', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'].map((p) => [p, { target: api }]),
    ),
  },
});
