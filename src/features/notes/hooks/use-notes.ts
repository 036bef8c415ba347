/** The signed-in student's notes on this device, live, and the actions the screens offer on them. */
import type { NoteFormInput } from '@domain/schemas/note';
import type { PersonRef } from '@domain/types';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { notesDb } from '../db/notes-db';
import * as store from '../db/note-store';
import { requestSync } from '../sync/active-sync';
import { useLiveQuery } from './use-live-query';

/** Who writes: the signed-in user, as the note's `student` (docs/product.md#entities). */
export function useAuthor(): PersonRef | null {
  const { user, name, image } = useCurrentUser();
  return user && { name, email: user.email, image };
}

export function useNotes(owner: string) {
  return useLiveQuery(() => store.listNotes(notesDb(), owner), `notes:${owner}`);
}

export function useLocalNote(owner: string, id: string) {
  return useLiveQuery(() => store.findNote(notesDb(), owner, id), `note:${owner}:${id}`);
}

export function useSyncCounts(owner: string) {
  return useLiveQuery(() => store.syncCounts(notesDb(), owner), `counts:${owner}`);
}

/** Each action writes to IndexedDB (works offline, at once) and then asks the engine to sync. */
export const noteActions = {
  async create(author: PersonRef, input: NoteFormInput) {
    const note = await store.createNote(notesDb(), author, input);
    requestSync();
    return note;
  },
  async update(owner: string, id: string, input: NoteFormInput) {
    const ok = await store.updateNote(notesDb(), owner, id, input);
    requestSync();
    return ok;
  },
  async remove(owner: string, id: string) {
    const ok = await store.deleteNote(notesDb(), owner, id);
    requestSync();
    return ok;
  },
  async retry(owner: string, id: string) {
    const ok = await store.retryNote(notesDb(), owner, id);
    requestSync('manual');
    return ok;
  },
};
