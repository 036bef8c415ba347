/**
 * Study-material rules shared by the upload and edit forms and the API (docs/product.md#validation, issue 5): the image
 * is one of our uploaded images or an http(s) URL, and the link is an http(s) URL, so a
 * `javascript:` or `data:` link can never reach a student's click.
 */
import * as v from 'valibot';
import { httpUrlSchema, imageUrlSchema, objectMessages } from './common';
import { MSG } from '../messages';

/** The link field: required, then an absolute http(s) URL ('Invalid URL' otherwise). */
export const materialLinkSchema = v.pipe(v.string(MSG.materials.linkRequired), v.trim(), v.nonEmpty(MSG.materials.linkRequired), httpUrlSchema);

const imageSchema = v.pipe(v.string(MSG.materials.imageRequired), v.trim(), v.nonEmpty(MSG.materials.imageRequired), imageUrlSchema);

/** What a missing key says (objectMessages). */
const objectMessage = objectMessages({
  image: MSG.materials.imageRequired,
  link: MSG.materials.linkRequired,
  sessionId: MSG.materials.sessionRequired,
});

/**
 * POST /materials. The original client (docs/product.md#api) also sends `tutormail`: it is dropped, because the tutor is
 * always the caller of the login cookie.
 */
export const materialBodySchema = v.object(
  {
    image: imageSchema,
    link: materialLinkSchema,
    sessionId: v.pipe(v.string(MSG.materials.sessionRequired), v.trim(), v.uuid(MSG.materials.sessionRequired)),
  },
  objectMessage,
);
export type MaterialBody = v.InferOutput<typeof materialBodySchema>;

/** PATCH /update-material/{id}: both replaced together, as the edit form does. */
export const materialUpdateSchema = v.object({ image: imageSchema, link: materialLinkSchema }, objectMessage);
export type MaterialUpdate = v.InferOutput<typeof materialUpdateSchema>;

/** Whether a stored link may be rendered as a clickable link (defence in depth for old rows). */
export const isHttpLink = (link: string) => /^https?:\/\//i.test(link) && v.is(httpUrlSchema, link);
