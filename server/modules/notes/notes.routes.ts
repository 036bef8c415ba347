/**
 * Personal notes (docs/product.md#api, issue 6). The owner is always the cookie's user. POST is an idempotent
 * upsert by the device's id whose answer says which version won; ids of other students answer 403 on
 * write and 404 on read and delete (docs/architecture.md#access); deleting an id that is gone succeeds.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { emailSchema } from '../../../domain/schemas/common';
import { NOTE_CLOCK_SKEW_MS, noteListQuery, noteUpsertSchema } from '../../../domain/schemas/note';
import type { Note, NoteSyncEntry, NoteWriteResult } from '../../../domain/types';
import type { AppDeps, AppEnv, LoginUser } from '../../context';
import { badRequest, forbidden, notFound } from '../../errors';
import { assertSelfOrAdminRead, requireCapability, requireUser } from '../../middleware/auth';
import { idOr404, valid } from '../../validate';
import { deleteNote, findOwnNote, listNotesByEmail, type NoteRow, upsertNote } from './notes.queries';
import { MSG } from '../../../domain/messages';

const emailParam = v.object({ email: emailSchema });

const toNote = (row: NoteRow, student: Note['student']): Note => ({
  _id: row.id,
  student,
  title: row.title,
  description: row.description,
  updatedAt: row.updatedAt,
});

const studentOf = (user: LoginUser): Note['student'] => ({ name: user.name, email: user.email, image: user.image });

export function notesRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const own = requireCapability('note:own');

  return new Hono<AppEnv>()
    .post('/notes', auth, own, valid('json', noteUpsertSchema), async (c) => {
      const body = c.req.valid('json');
      const user = c.var.user;
      if (body.student?.email && body.student.email !== user.email) throw forbidden(MSG.notes.otherAccount);
      if (body.updatedAt > Date.now() + NOTE_CLOCK_SKEW_MS) {
        throw badRequest(MSG.notes.clockAhead);
      }
      const result = await upsertNote(deps.db, user.id, body);
      if (result.outcome === 'foreign') throw forbidden(MSG.notes.idOfOtherAccount);
      const answer: NoteWriteResult = {
        outcome: result.outcome,
        note: result.row ? toNote(result.row, studentOf(user)) : null,
      };
      return c.json(answer, 200);
    })
    .get('/notes/:email', auth, valid('param', emailParam), valid('query', noteListQuery), async (c) => {
      const { email } = c.req.valid('param');
      assertSelfOrAdminRead(c, email);
      const rows = await listNotesByEmail(deps.db, email, c.req.valid('query').deleted === 'include');
      const entries: NoteSyncEntry[] = rows.map((row) => (row.deletedAt ? { ...toNote(row, row.student), deleted: true } : toNote(row, row.student)));
      return c.json(entries, 200);
    })
    .get('/note/:id', auth, own, async (c) => {
      const row = await findOwnNote(deps.db, c.var.user.id, idOr404(c.req.param('id'), MSG.notes.noSuchNote));
      if (!row) throw notFound(MSG.notes.noSuchNote);
      return c.json(toNote(row, studentOf(c.var.user)), 200);
    })
    .delete('/notes/:id', auth, own, async (c) => {
      const id = idOr404(c.req.param('id'), MSG.notes.noSuchNote);
      if (!(await deleteNote(deps.db, c.var.user.id, id))) throw notFound(MSG.notes.noSuchNote);
      return c.json({ _id: id, deleted: true }, 200);
    });
}
