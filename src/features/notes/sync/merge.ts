/**
 * Folds the server's copy of the owner's notes into the device (the pull half of the sync):
 * - the newest `updatedAt` wins; at equal stamps the server's text wins, so two devices converge;
 * - a tombstone removes the local copy for good, even one with a local change (a delete is final);
 * - a local change newer than the server's copy stays pending and is pushed next;
 * - a synced note that the server lacks or has older is queued again, so nothing is lost.
 */
import type { NoteSyncEntry } from '@domain/types';
import type { LocalNote, NotesDb } from '../db/notes-db';

export interface MergeNotice {
  kind: 'deleted-elsewhere';
  title: string;
}

const fromServer = (entry: NoteSyncEntry, owner: string): LocalNote => ({
  id: entry._id,
  owner,
  student: entry.student,
  title: entry.title,
  description: entry.description,
  updatedAt: entry.updatedAt,
  deleted: 0,
  sync: 'synced',
});

export async function mergeServerNotes(db: NotesDb, owner: string, entries: NoteSyncEntry[], notify: (n: MergeNotice) => void = () => {}) {
  const notices: MergeNotice[] = [];
  await db.transaction('rw', db.notes, async () => {
    const locals = new Map((await db.notes.where('owner').equals(owner).toArray()).map((n) => [n.id, n]));
    const puts: LocalNote[] = [];
    const removals: string[] = [];
    const seen = new Set<string>();

    for (const entry of entries) {
      seen.add(entry._id);
      const local = locals.get(entry._id);
      if (entry.deleted) {
        if (!local) continue;
        removals.push(local.id);
        if (!local.deleted && local.sync !== 'synced') notices.push({ kind: 'deleted-elsewhere', title: local.title });
        continue;
      }
      if (!local) {
        // Another owner's row under this id cannot exist (ids are random UUIDs); never touch one.
        if (!(await db.notes.get(entry._id))) puts.push(fromServer(entry, owner));
        continue;
      }
      if (local.deleted) continue; // a delete is final: a queued one goes next, a refused one waits for the user
      const sameText = local.title === entry.title && local.description === entry.description;
      if (entry.updatedAt > local.updatedAt || (entry.updatedAt === local.updatedAt && local.sync !== 'pending' && !sameText)) {
        puts.push(fromServer(entry, owner));
      } else if (entry.updatedAt === local.updatedAt && local.sync === 'rejected' && sameText) {
        puts.push(fromServer(entry, owner)); // the server took it after all
      } else if (entry.updatedAt < local.updatedAt && local.sync === 'synced') {
        puts.push({ ...local, sync: 'pending' });
      }
    }
    for (const local of locals.values()) {
      if (!seen.has(local.id) && local.sync === 'synced') puts.push({ ...local, sync: 'pending' });
    }
    if (puts.length) await db.notes.bulkPut(puts);
    if (removals.length) await db.notes.bulkDelete(removals);
  });
  notices.forEach(notify);
}
