/**
 * Serves the built PWA. Hashed assets are immutable; the shell, the service worker and the manifest
 * are revalidated on every load so a new version is found. Other GETs that want HTML get the shell.
 * Text files are compressed at build time (scripts/lib/precompress.mjs); serveStatic's
 * `precompressed` sends the `.br` or `.gz` beside a file when the client accepts it. Source maps are
 * built for error reports but never served.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

/** Files that have a compressed copy, so a cache must keep one answer per Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)(?:\.br|\.gz)?$/;

function varyOnEncoding(file: string, c: Context) {
  if (COMPRESSIBLE.test(file) && !c.res.headers.get('Vary')?.includes('Accept-Encoding')) {
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
}

export function mountStatic(app: Hono<any>, staticDir: string): void {
  const root = path.relative(process.cwd(), path.resolve(staticDir)) || '.';
  const indexFile = path.join(staticDir, 'index.html');

  app.get('*', (c, next) => (c.req.path.endsWith('.map') && !c.req.path.startsWith('/api/') ? c.notFound() : next()));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (file, c) => {
        varyOnEncoding(file, c);
        if (!file.includes(`${path.sep}assets${path.sep}`) && !file.includes('/assets/')) {
          c.header('Cache-Control', 'no-cache');
        }
      },
    }),
  );
  const shell = serveStatic({
    root,
    path: 'index.html',
    precompressed: true,
    onFound: (file, c) => {
      varyOnEncoding(file, c);
      c.header('Cache-Control', 'no-cache');
    },
  });
  app.get('*', (c, next) => {
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (c.req.path.startsWith('/api/') || !wantsHtml || !existsSync(indexFile)) return next();
    return shell(c, next);
  });
}
