/**
 * What the screens do to notes: every change lands in IndexedDB first, stamped and marked pending, so
 * it works offline at once; the sync engine takes it from there. Nothing here talks to the network.
 */
import type { NoteFormInput } from '@domain/schemas/note';
import type { Note, PersonRef } from '@domain/types';
import type { LocalNote, NotesDb } from './notes-db';

/**
 * A version stamp after the one it replaces: the device's clock, but never at or before the version
 * it edits, so an edit always wins over the version it was made from even on a clock that went back.
 */
export const nextStamp = (now: number, previous = 0) => Math.max(now, previous + 1);

/** crypto.randomUUID needs a secure context; a phone on the LAN over http has only getRandomValues. */
export function newNoteId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The note without what the last attempt to send it said: a change by the user starts afresh. */
const withoutReason = ({ rejectedReason: _r, stuck: _s, ...note }: LocalNote): LocalNote => note;

export async function createNote(db: NotesDb, author: PersonRef, input: NoteFormInput, now = Date.now()): Promise<LocalNote> {
  const note: LocalNote = {
    id: newNoteId(),
    owner: author.email,
    student: author,
    title: input.title,
    description: input.description,
    updatedAt: now,
    deleted: 0,
    sync: 'pending',
  };
  await db.notes.add(note);
  return note;
}

/** Applies `change` to the owner's note in one transaction; false when the note is not theirs or gone. */
async function change(db: NotesDb, owner: string, id: string, fn: (note: LocalNote) => LocalNote | null): Promise<boolean> {
  return db.transaction('rw', db.notes, async () => {
    const note = await db.notes.get(id);
    if (!note || note.owner !== owner) return false;
    const next = fn(note);
    if (!next) return false;
    await db.notes.put(next);
    return true;
  });
}

export function updateNote(db: NotesDb, owner: string, id: string, input: NoteFormInput, now = Date.now()) {
  return change(db, owner, id, (note) =>
    note.deleted ? null : { ...withoutReason(note), ...input, updatedAt: nextStamp(now, note.updatedAt), sync: 'pending' },
  );
}

/** Hides the note at once; the engine sends the delete and removes the row when the server confirms. */
export function deleteNote(db: NotesDb, owner: string, id: string, now = Date.now()) {
  return change(db, owner, id, (note) => ({ ...withoutReason(note), deleted: 1, updatedAt: nextStamp(now, note.updatedAt), sync: 'pending' }));
}

/** Queues a rejected change again, as it is. */
export function retryNote(db: NotesDb, owner: string, id: string) {
  return change(db, owner, id, (note) => (note.sync === 'rejected' ? { ...withoutReason(note), sync: 'pending' } : null));
}

/** The owner's notes as the list shows them: live ones, and deletes the server refused or keeps failing. Newest first. */
export async function listNotes(db: NotesDb, owner: string): Promise<LocalNote[]> {
  const rows = await db.notes.where('owner').equals(owner).toArray();
  return rows.filter((n) => !n.deleted || n.sync === 'rejected' || n.stuck).sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
}

export async function findNote(db: NotesDb, owner: string, id: string): Promise<LocalNote | null> {
  const note = await db.notes.get(id);
  return note && note.owner === owner && !note.deleted ? note : null;
}

/** Changes of this owner that the server does not have: pending and rejected ones. */
export async function countUnsynced(db: NotesDb, owner: string): Promise<number> {
  return db.notes
    .where('owner')
    .equals(owner)
    .filter((n) => n.sync !== 'synced')
    .count();
}

/**
 * How many notes the owner has here, how many changes wait for the server, how many of those the
 * server keeps failing to store (stuck, also counted as pending), and how many it refused.
 */
export async function syncCounts(db: NotesDb, owner: string): Promise<{ total: number; pending: number; stuck: number; rejected: number }> {
  const rows = await db.notes.where('owner').equals(owner).toArray();
  const pending = rows.filter((n) => n.sync === 'pending');
  return {
    total: rows.length,
    pending: pending.length,
    stuck: pending.filter((n) => n.stuck).length,
    rejected: rows.filter((n) => n.sync === 'rejected').length,
  };
}

/** Keeps a note fetched from the server (a link to a note not on this device yet); false if the device already has that id. */
export async function adoptServerNote(db: NotesDb, owner: string, note: Note): Promise<boolean> {
  return db.transaction('rw', db.notes, async () => {
    if (note.student.email !== owner || (await db.notes.get(note._id))) return false;
    await db.notes.add({
      id: note._id,
      owner,
      student: note.student,
      title: note.title,
      description: note.description,
      updatedAt: note.updatedAt,
      deleted: 0,
      sync: 'synced',
    });
    return true;
  });
}
