/**
 * Serves the built PWA. Hashed assets are immutable; the shell, the service worker and the manifest
 * are revalidated on every load so a new version is found. Other GETs that want HTML get the shell.
 * Text files are compressed at build time (scripts/lib/precompress.mjs); serveStatic's
 * `precompressed` sends the `.br` or `.gz` beside a file when the client accepts it. Source maps are
 * built for error reports but never served.
 */
import { existsSync, statSync } from 'node:fs';
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

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * False when a file was replaced after the build wrote its compressed copies (a hot-fixed file, a
 * test that deploys a new sw.js): then the file itself is sent, never the stale copy.
 */
function copiesAreFresh(dir: string, file: string): boolean {
  const full = path.resolve(dir, `.${path.posix.normalize(file)}`);
  if (!full.startsWith(dir + path.sep)) return true;
  const own = mtime(full);
  if (own === null) return true;
  return ['.br', '.gz'].every((ext) => (mtime(full + ext) ?? Infinity) >= own);
}

export function mountStatic(app: Hono<any>, staticDir: string): void {
  const root = path.relative(process.cwd(), path.resolve(staticDir)) || '.';
  const dir = path.resolve(staticDir);
  const indexFile = path.join(staticDir, 'index.html');

  app.get('*', (c, next) => (c.req.path.endsWith('.map') && !c.req.path.startsWith('/api/') ? c.notFound() : next()));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const assetOptions = {
    root,
    onFound: (file: string, c: Context) => {
      varyOnEncoding(file, c);
      if (!file.includes(`${path.sep}assets${path.sep}`) && !file.includes('/assets/')) {
        c.header('Cache-Control', 'no-cache');
      }
    },
  };
  const compressed = serveStatic({ ...assetOptions, precompressed: true });
  const plain = serveStatic(assetOptions);
  app.use('*', (c, next) => (copiesAreFresh(dir, c.req.path) ? compressed(c, next) : plain(c, next)));
  const shellOptions = {
    root,
    path: 'index.html',
    onFound: (file: string, c: Context) => {
      varyOnEncoding(file, c);
      c.header('Cache-Control', 'no-cache');
    },
  };
  const shell = serveStatic({ ...shellOptions, precompressed: true });
  const plainShell = serveStatic(shellOptions);
  app.get('*', (c, next) => {
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (c.req.path.startsWith('/api/') || !wantsHtml || !existsSync(indexFile)) return next();
    return copiesAreFresh(dir, '/index.html') ? shell(c, next) : plainShell(c, next);
  });
}
