/**
 * Study materials (docs/product.md#api): the student's reads (only materials of sessions they have an order for),
 * the admins' list, detail and delete, and the tutor's routes (their own file).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { can } from '../../../domain/capabilities';
import { emailSchema } from '../../../domain/schemas/common';
import type { WriteResult } from '../../../domain/types';
import type { AppDeps, AppEnv } from '../../context';
import { forbidden, notFound } from '../../errors';
import { assertSelfOrAdminRead, requireCapability, requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { findUserByEmail } from '../users/users.queries';
import { materialIdOr404, studentMaterialOr404 } from './materials.access';
import { deleteMaterial, findMaterial, listAllMaterials, listBookedMaterials, toMaterial } from './materials.queries';
import { tutorMaterialsRoutes } from './tutor-materials.routes';
import { MSG } from '../../../domain/messages';

const emailParam = v.object({ email: emailSchema });

export function materialsRoutes(deps: AppDeps) {
  const { db } = deps;
  const auth = requireUser(deps);
  const admin = [auth, requireCapability('material:manage-any')] as const;

  return (
    new Hono<AppEnv>()
      .get('/booked-materials/:email', auth, valid('param', emailParam), async (c) => {
        const { email } = c.req.valid('param');
        assertSelfOrAdminRead(c, email);
        const { role } = c.var.user;
        if (!can(role, 'material:read-booked') && !can(role, 'material:manage-any')) throw forbidden();
        const student = email === c.var.user.email ? c.var.user : await findUserByEmail(db, email);
        return c.json(student ? await listBookedMaterials(db, student.id) : [], 200);
      })
      .get('/stu-mat/:id', auth, async (c) => {
        const row = await studentMaterialOr404(db, c.var.user, c.req.param('id'));
        return c.json(toMaterial(row), 200);
      })
      .get('/allmaterials', ...admin, async (c) => c.json(await listAllMaterials(db), 200))
      // The admin's materialdetails/{id} page (the old system left it empty).
      .get('/ad-mat/:id', ...admin, async (c) => {
        const row = await findMaterial(db, materialIdOr404(c.req.param('id')));
        if (!row) throw notFound(MSG.materials.noSuchMaterial);
        return c.json(toMaterial(row), 200);
      })
      .delete('/ad-del-mat/:id', ...admin, async (c) => {
        const deletedCount = await deleteMaterial(db, materialIdOr404(c.req.param('id')));
        if (!deletedCount) throw notFound(MSG.materials.noSuchMaterial);
        return c.json({ acknowledged: true, deletedCount } satisfies WriteResult, 200);
      })
      .route('/', tutorMaterialsRoutes(deps))
  );
}
