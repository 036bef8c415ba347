/**
 * The one image upload of the app (covers and material images). It posts to our own server
 * (`POST /api/images`, multipart field `image`) with the login cookie, because the server checks who
 * uploads, and reads `data.display_url` as the original client's hosted service (ImgBB) answered it. It lives in src/lib,
 * not in a feature's api folder, because materials and sessions both upload and features do not
 * import each other: the one exception of docs/architecture.md#conventions-2.
 */
import { IMAGE_LIMITS } from '@domain/constants';
import { api } from './api-client';
import type { UploadResponse } from '@domain/types';
import { MSG } from '@domain/messages';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

/** For the file input's `accept`. */
export const IMAGE_ACCEPT = ACCEPTED.join(',');

/** The hint under an image file input. */
export const IMAGE_HINT = 'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB.';

/** Why this file cannot be uploaded, checked before sending it (the server checks again). */
export function imageFileProblem(file: File | null | undefined, label = 'An image'): string | undefined {
  if (!file) return MSG.validation.required(label);
  if (!ACCEPTED.includes(file.type)) return MSG.images.chooseImage;
  if (file.size > IMAGE_LIMITS.maxBytes) return MSG.images.tooLarge;
  return undefined;
}

/** Uploads the image and answers its URL (`/api/images/<sha256>.<ext>`). */
export async function uploadImage(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const body = new FormData();
  body.append('image', file);
  // Large photos on a slow connection take longer than an ordinary call.
  const response = await api.post('images', { body, timeout: 120_000 }).json<UploadResponse>();
  return response.data.display_url;
}
