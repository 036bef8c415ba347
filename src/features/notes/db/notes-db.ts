/**
 * The device's notes (docs/architecture.md#offline-notes): IndexedDB through Dexie is their source of truth here. Every
 * row is bound to its owner's e-mail, and screens and the sync engine only ever read their owner's.
 */
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { PersonRef } from '@domain/types';

/** pending: a change waits for the server; synced: the server has this version; rejected: it refused it. */
export type NoteSyncState = 'pending' | 'synced' | 'rejected';

export interface LocalNote {
  id: string;
  /** The owner's e-mail, lowercase. */
  owner: string;
  student: PersonRef;
  title: string;
  description: string;
  /** Milliseconds; the newest version wins everywhere. */
  updatedAt: number;
  /** 1 while a delete waits for the server (IndexedDB cannot index booleans). */
  deleted: 0 | 1;
  sync: NoteSyncState;
  /** The server's reason, shown with a rejected note. */
  rejectedReason?: string;
  /**
   * A pending change the server keeps failing to store (a 5xx other than 503): it waits on its own
   * backoff until `retryAt` while the other notes sync, and the list says so. Cleared by an edit.
   */
  stuck?: NoteStuck;
}

export interface NoteStuck {
  /** Failed attempts in a row. */
  failures: number;
  /** Not sent again before this time (ms). */
  retryAt: number;
  /** The last failure, in words. */
  message: string;
}

export class NotesDb extends Dexie {
  notes!: EntityTable<LocalNote, 'id'>;

  constructor(name = 'studyhub-notes', options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({ notes: 'id, owner, [owner+sync]' });
  }
}

let shared: NotesDb | null = null;

/** The app's database, opened on first use. */
export const notesDb = (): NotesDb => (shared ??= new NotesDb());
