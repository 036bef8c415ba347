/**
 * An in-memory model of the notes API (server/modules/notes) for the sync engine's tests: the same
 * rules (upsert by id where the newer updatedAt wins and an identical replay is applied, final
 * tombstones, 403 for another owner's id on write, 404 on delete, delete of an unknown id leaves a
 * tombstone), plus faults a test can switch on: no network, 5xx, 4xx, 401, a tab that dies
 * mid-request, and a poisoned note that the server can never store (500 on every write of it).
 */
import type { NoteSyncEntry, NoteWriteResult } from '../../domain/types';
import { type NoteUpsertBody, type NotesTransport, SyncHttpError } from '../../src/features/notes/sync/transport';

export interface ServerNote {
  owner: string;
  title: string;
  description: string;
  updatedAt: number;
  deleted: boolean;
}

export class NotesServerModel {
  readonly rows = new Map<string, ServerNote>();
  /** Requests that reached the model, by kind. */
  readonly calls = { upsert: 0, remove: 0, list: 0 };

  /** Back to an empty server, in place (the test world keeps one model: tests/fakes/notes-world.ts). */
  reset(): void {
    this.rows.clear();
    Object.assign(this.calls, { upsert: 0, remove: 0, list: 0 });
  }

  upsert(caller: string, body: NoteUpsertBody): NoteWriteResult {
    this.calls.upsert += 1;
    const row = this.rows.get(body.id);
    if (!row) {
      this.rows.set(body.id, { owner: caller, title: body.title, description: body.description, updatedAt: body.updatedAt, deleted: false });
      return { outcome: 'applied', note: this.toNote(body.id) };
    }
    if (row.owner !== caller) throw new SyncHttpError(403, 'This note id belongs to another account.');
    if (row.deleted) return { outcome: 'deleted', note: null };
    if (row.updatedAt < body.updatedAt) {
      Object.assign(row, { title: body.title, description: body.description, updatedAt: body.updatedAt });
      return { outcome: 'applied', note: this.toNote(body.id) };
    }
    const replay = row.updatedAt === body.updatedAt && row.title === body.title && row.description === body.description;
    return { outcome: replay ? 'applied' : 'stale', note: this.toNote(body.id) };
  }

  remove(caller: string, id: string, now: number): void {
    this.calls.remove += 1;
    const row = this.rows.get(id);
    if (row && row.owner !== caller) throw new SyncHttpError(404, 'No such note.');
    if (!row) this.rows.set(id, { owner: caller, title: '', description: '', updatedAt: now, deleted: true });
    else Object.assign(row, { title: '', description: '', deleted: true, updatedAt: Math.max(row.updatedAt, now) });
  }

  list(caller: string, owner: string): NoteSyncEntry[] {
    this.calls.list += 1;
    if (caller !== owner) throw new SyncHttpError(403, 'You are not allowed to do that.');
    return [...this.rows.entries()]
      .filter(([, row]) => row.owner === owner)
      .map(([id, row]) => (row.deleted ? { ...this.toNote(id), deleted: true as const } : this.toNote(id)));
  }

  live(owner: string): Map<string, ServerNote> {
    return new Map([...this.rows].filter(([, r]) => r.owner === owner && !r.deleted));
  }

  private toNote(id: string) {
    const row = this.rows.get(id)!;
    return { _id: id, student: { name: row.owner, email: row.owner, image: '' }, title: row.title, description: row.description, updatedAt: row.updatedAt };
  }
}

/** Faults of one server, shared by every device talking to it. */
export interface ServerFaults {
  /** The next n requests answer 503 without doing anything. */
  fail5xx: number;
  /** The next n writes answer 400 (refused) without doing anything. */
  reject4xx: number;
  /** Ids of the notes whose writes were refused with a 4xx, so a test can tell why a note is rejected. */
  refused: Set<string>;
  /** Ids the server cannot store: every upsert of them answers 500 (issue 13); a delete still works. */
  poisoned: Set<string>;
  /** Upserts of a poisoned id that reached the server. */
  poisonedAttempts: number;
}

export const noFaults = (): ServerFaults => ({ fail5xx: 0, reject4xx: 0, refused: new Set(), poisoned: new Set(), poisonedAttempts: 0 });

/** Faults of one device. */
export interface DeviceLink {
  online: boolean;
  /** This device's session has expired: everything answers 401 until it signs in again. */
  expired: boolean;
  /**
   * The next request dies with its tab: 'after' once the server has handled it (the answer is lost),
   * 'before' without reaching it. `onCut` runs at that moment (the test closes the tab there).
   */
  cut: 'before' | 'after' | null;
  onCut?: () => void;
  /** A slow network: requests wait here until `releaseHeld` (the device keeps working meanwhile). */
  hold?: boolean;
  held?: (() => void)[];
  /** Called when a request starts waiting in `held`. */
  onHeld?: () => void;
}

/** Lets every held request of the link go on, and stops holding new ones. */
export function releaseHeld(link: DeviceLink): void {
  link.hold = false;
  link.held?.splice(0).forEach((go) => go());
}

export function modelTransport(server: NotesServerModel, caller: string, faults: ServerFaults, link: DeviceLink, now: () => number) {
  const renewed = new Set<() => void>();
  const request = async <T>(kind: 'write' | 'read', handle: () => T, id?: string): Promise<T> => {
    await Promise.resolve();
    if (link.hold) {
      await new Promise<void>((go) => {
        (link.held ??= []).push(go);
        link.onHeld?.();
      });
    }
    if (!link.online) throw new TypeError('Failed to fetch');
    const cut = link.cut;
    if (cut) {
      link.cut = null;
      if (cut === 'after') {
        try {
          handle();
        } catch {
          /* the answer is lost either way */
        }
      }
      link.onCut?.();
      throw new TypeError('The tab was closed.');
    }
    if (link.expired) throw new SyncHttpError(401, 'Please sign in.');
    if (faults.fail5xx > 0) {
      faults.fail5xx -= 1;
      throw new SyncHttpError(503, 'The service is temporarily unavailable.', 2_000);
    }
    if (kind === 'write' && faults.reject4xx > 0) {
      faults.reject4xx -= 1;
      if (id) faults.refused.add(id);
      throw new SyncHttpError(400, 'title: Title must be at most 200 characters.');
    }
    return handle();
  };
  const transport: NotesTransport = {
    ready: () => true,
    onLoginRenewed(listener) {
      renewed.add(listener);
      return () => renewed.delete(listener);
    },
    upsert: (body) =>
      request(
        'write',
        () => {
          if (!faults.poisoned.has(body.id)) return server.upsert(caller, body);
          faults.poisonedAttempts += 1;
          throw new SyncHttpError(500, 'Something went wrong on our side.');
        },
        body.id,
      ),
    remove: (id) => request('write', () => server.remove(caller, id, now()), id),
    list: (owner) => request('read', () => server.list(caller, owner)),
  };
  return { transport, renewLogin: () => renewed.forEach((l) => l()) };
}
