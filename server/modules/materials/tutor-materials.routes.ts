/**
 * A tutor's own materials (docs/product.md#api). The tutor is always the caller of the login cookie, whatever a
 * body says; another tutor's material or session answers 404 as if it did not exist. Admins may read
 * (GET) a tutor's materials; they delete through the admin route.
 *
 * `GET /teach-material?sessId&email` keeps the original API's parameter names (docs/product.md#api), but `sessId` carries the
 * material's id: it is the read of the Edit material page (edit-material/{id}), as in the old system.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { emailSchema } from '../../../domain/schemas/common';
import { materialBodySchema, materialUpdateSchema } from '../../../domain/schemas/material';
import type { WriteResult } from '../../../domain/types';
import type { AppDeps, AppEnv } from '../../context';
import { notFound } from '../../errors';
import { requireCapability, requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { assertTutorSelfOrAdminRead, tutorForRead } from '../users/tutor.access';
import { materialIdOr404 } from './materials.access';
import { deleteMaterial, findMaterial, insertMaterial, listTutorMaterials, ownsSession, toMaterial, updateMaterial } from './materials.queries';
import { MSG } from '../../../domain/messages';

const emailParam = v.object({ email: emailSchema });
const teachQuery = v.object({ sessId: v.string(MSG.common.paramRequired('sessId')), email: emailSchema });

export function tutorMaterialsRoutes(deps: AppDeps) {
  const { db } = deps;
  const auth = requireUser(deps);
  const own = requireCapability('material:manage-own');

  return new Hono<AppEnv>()
    .post('/materials', auth, own, valid('json', materialBodySchema), async (c) => {
      const body = c.req.valid('json');
      if (!(await ownsSession(db, c.var.user.id, body.sessionId))) throw notFound(MSG.sessions.noSuchSession);
      const id = await insertMaterial(db, c.var.user.id, body);
      return c.json(toMaterial((await findMaterial(db, id))!), 201);
    })
    .get('/mymaterials/:email', auth, valid('param', emailParam), async (c) => {
      const { email } = c.req.valid('param');
      const tutor = await tutorForRead(c, db, email, 'material');
      return c.json(tutor ? await listTutorMaterials(db, tutor.id) : [], 200);
    })
    .get('/teach-material', auth, valid('query', teachQuery), async (c) => {
      const { sessId, email } = c.req.valid('query');
      assertTutorSelfOrAdminRead(c, email, 'material');
      const row = await findMaterial(db, materialIdOr404(sessId));
      if (!row || row.tutorEmail !== email) throw notFound(MSG.materials.noSuchMaterial);
      return c.json(toMaterial(row), 200);
    })
    .patch('/update-material/:id', auth, own, valid('json', materialUpdateSchema), async (c) => {
      const id = materialIdOr404(c.req.param('id'));
      const row = await findMaterial(db, id);
      if (!row || row.tutorId !== c.var.user.id) throw notFound(MSG.materials.noSuchMaterial);
      const modifiedCount = await updateMaterial(db, id, c.var.user.id, c.req.valid('json'));
      return c.json({ acknowledged: true, modifiedCount } satisfies WriteResult, 200);
    })
    .delete('/materials/:id', auth, own, async (c) => {
      const deletedCount = await deleteMaterial(db, materialIdOr404(c.req.param('id')), c.var.user.id);
      if (!deletedCount) throw notFound(MSG.materials.noSuchMaterial);
      return c.json({ acknowledged: true, deletedCount } satisfies WriteResult, 200);
    });
}
