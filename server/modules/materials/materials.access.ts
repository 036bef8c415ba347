/**
 * Who may see or change a material (issue 5). A material id that exists but is not the caller's to
 * see answers 404, exactly like an unknown one: never 403, which would sign the client out (docs/product.md#sign-out-on-401).
 */
import { can } from '../../../domain/capabilities';
import type { LoginUser } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { idOr404 } from '../../validate';
import { findMaterial, hasOrderFor, type MaterialRow } from './materials.queries';
import { MSG } from '../../../domain/messages';

/** An id that is not a UUID names no material: 404, like an unknown one. */
export const materialIdOr404 = (id: string | undefined): string => idOr404(id, MSG.materials.noSuchMaterial);

/** The material for GET /stu-mat/{id}: an admin, or a student with an order for its session. */
export async function studentMaterialOr404(db: Db, user: LoginUser, id: string | undefined): Promise<MaterialRow> {
  const row = await findMaterial(db, materialIdOr404(id));
  if (!row) throw notFound(MSG.materials.noSuchMaterial);
  if (can(user.role, 'material:manage-any')) return row;
  if (can(user.role, 'material:read-booked') && (await hasOrderFor(db, user.id, row.sessionId))) return row;
  throw notFound(MSG.materials.noSuchMaterial);
}
