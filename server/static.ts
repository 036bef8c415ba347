/**
 * Serves the built PWA. Hashed assets are immutable; the shell, the service worker and the manifest
 * are revalidated on every load so a new version is found. Other GETs that want HTML get the shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export function mountStatic(app: Hono<any>, staticDir: string): void {
  const root = path.relative(process.cwd(), path.resolve(staticDir)) || '.';
  const indexFile = path.join(staticDir, 'index.html');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (file, c) => {
        if (!file.includes(`${path.sep}assets${path.sep}`) && !file.includes('/assets/')) {
          c.header('Cache-Control', 'no-cache');
        }
      },
    }),
  );
  app.get('*', (c, next) => {
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (c.req.path.startsWith('/api/') || !wantsHtml || !existsSync(indexFile)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
