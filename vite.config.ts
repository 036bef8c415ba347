import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineCssPlugin } from './scripts/lib/inline-css.mjs';
import { precompressPlugin } from './scripts/lib/precompress.mjs';
import { EARLY_READ_SCRIPT } from './domain/early-read-script';

const apiPort = process.env.API_PORT ?? '3001';
const inlineCss = process.env.INLINE_CSS !== '0';
const api = `http://127.0.0.1:${apiPort}`;

// react-router's package exports only its development build (warnings and dev-only checks); the
// production build ships beside it. Aliased for builds only, so dev and tests keep the warnings.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

// Every `import … from 'sonner'` gets src/lib/sonner-on-demand.tsx, which loads the real package
// after the first paint; that file's own import gets the package.
const sonnerOnDemand = path.resolve('src/lib/sonner-on-demand.tsx');
const sonnerAfterFirstPaint: Plugin = {
  name: 'sonner-on-demand',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'sonner' && importer && path.resolve(importer) !== sonnerOnDemand) return sonnerOnDemand;
    return null;
  },
};

/** The chunks a dynamic entry needs beyond those the page's entry has loaded already. */
function chunksOf(bundle: OutputBundle, entry: OutputChunk, page: RegExp): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const closure = (from: string[], into = new Set<string>()) => {
    for (const name of from) if (!into.has(name)) closure(chunks.get(name)?.imports ?? [], into.add(name));
    return into;
  };
  const loaded = closure([entry.fileName]);
  const target = [...chunks.values()].find((c) => c.isDynamicEntry && c.facadeModuleId && page.test(c.facadeModuleId));
  if (!target) throw new Error(`early-read: no chunk for ${page}`);
  return [...closure([target.fileName])].filter((name) => !loaded.has(name)).map((name) => `/${name}`);
}

// The page's one inline script, whose hash the server's CSP allows (domain/early-read-script.ts), and
// before it, as data, the chunks of the session page that the script asks for early.
const earlyRead: Plugin = {
  name: 'early-read',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) => [
      ...(ctx.bundle && ctx.chunk
        ? [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'route-chunks' },
              children: JSON.stringify({ session: chunksOf(ctx.bundle, ctx.chunk, /\/src\/app\/routes\/session-detail\.tsx$/) }),
              injectTo: 'head' as const,
            },
          ]
        : []),
      { tag: 'script', children: EARLY_READ_SCRIPT, injectTo: 'head' },
    ],
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    sonnerAfterFirstPaint,
    earlyRead,
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest lives at the repository root (docs/architecture.md#conventions-10); the plugin emits and links it.
      manifest: JSON.parse(readFileSync('manifest.webmanifest', 'utf8')),
      injectManifest: {
        // Chromium refuses an ES-module service worker built by Vite 8 (docs/architecture.md#lessons).
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['demo/**'],
      },
      devOptions: { enabled: false },
    }),
    ...(inlineCss ? [inlineCssPlugin()] : []),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve('src') },
      { find: '@domain', replacement: path.resolve('domain') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    // For error reports only: no sourceMappingURL in the bundles, and the server never sends a .map.
    sourcemap: 'hidden',
  },
  server: {
    // `npm run dev`: the API and the Auth Emulator behind Vite, on one origin like production.
    proxy: Object.fromEntries(['/api', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'].map((p) => [p, { target: api }])),
  },
}));
