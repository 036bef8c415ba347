/**
 * Image hosting on our own origin (docs/architecture.md#images): POST /images answers `{ data: { display_url } }`
 * like the hosted service the original client (docs/product.md#api) used, so covers and material images point at either.
 * Nothing is stored unless the bytes are a real image within the limits.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_LIMITS } from '../../../domain/constants';
import type { UploadResponse } from '../../../domain/types';
import type { AppDeps, AppEnv } from '../../context';
import { AppError, badRequest, notFound } from '../../errors';
import { requireCapability, requireUser } from '../../middleware/auth';
import { databaseStorage } from '../../storage/database-storage';
import { checkImage } from './image-check';
import { MSG } from '../../../domain/messages';

/** The file plus the multipart envelope; a larger body is refused before it is buffered. */
const MAX_BODY = IMAGE_LIMITS.maxBytes + 64 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const tooLarge = () => new AppError(413, 'too_large', MSG.images.tooLarge);

export function imagesRoutes(deps: AppDeps) {
  const storage = deps.storage ?? databaseStorage(deps.db);
  return new Hono<AppEnv>()
    .post(
      '/images',
      requireUser(deps),
      requireCapability('image:upload'),
      bodyLimit({
        maxSize: MAX_BODY,
        onError: () => {
          throw tooLarge();
        },
      }),
      async (c) => {
        if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
          throw new AppError(415, 'unsupported_media_type', MSG.images.notMultipart);
        }
        let form: Record<string, string | File>;
        try {
          form = (await c.req.parseBody()) as Record<string, string | File>;
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw badRequest(MSG.images.unreadable);
        }
        const file = form.image;
        if (!(file instanceof File) || file.size === 0) throw badRequest(MSG.images.fileRequired);
        if (file.size > IMAGE_LIMITS.maxBytes) throw tooLarge();

        const bytes = new Uint8Array(await file.arrayBuffer());
        const checked = checkImage(bytes);
        if (!checked.ok) {
          throw new AppError(checked.status, checked.status === 413 ? 'too_large' : 'unsupported_media_type', checked.message);
        }
        const name = await storage.put(bytes, checked.ext);
        return c.json({ data: { display_url: `/api/images/${name}`, width: checked.width, height: checked.height } } satisfies UploadResponse, 200);
      },
    )
    .get('/images/:name', async (c) => {
      const name = c.req.param('name');
      const etag = `"${name.slice(0, 64)}"`;
      // The name is the content's hash: it can never change, so it can be cached for good.
      const cacheHeaders = () => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('ETag', etag);
        c.header('X-Content-Type-Options', 'nosniff');
      };
      if (c.req.header('if-none-match') === etag) {
        if (!(await storage.has(name))) throw notFound(MSG.images.noSuchImage);
        cacheHeaders();
        return c.body(null, 304);
      }
      const file = await storage.get(name);
      if (!file) throw notFound(MSG.images.noSuchImage);
      cacheHeaders();
      c.header('Content-Type', CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!);
      c.header('Content-Length', String(file.size));
      if (c.req.method === 'HEAD') return c.body(null, 200);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
