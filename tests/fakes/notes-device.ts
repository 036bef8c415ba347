/**
 * One device (a browser profile) for the sync engine's tests: its own IndexedDB (fake-indexeddb), its
 * own network link to a shared NotesServerModel, and a tab running the real sync engine that can be
 * closed and reopened.
 */
import { expect } from 'vitest';
import { NotesDb } from '../../src/features/notes/db/notes-db';
import type { MergeNotice } from '../../src/features/notes/sync/merge';
import { createSyncEngine, type SyncEngine } from '../../src/features/notes/sync/sync-engine';
import { memoryLock, type SyncLock } from '../../src/features/notes/sync/sync-lock';
import type { FakeClock } from './fake-clock';
import { type DeviceLink, modelTransport, type NotesServerModel, releaseHeld, type ServerFaults, type ServerNote } from './notes-server-model';

/** The item `pick` points at (wrapping round), for a random step that acts on "some note". */
export const pickOne = <T>(items: T[], pick: number): T | undefined => items[pick % Math.max(1, items.length)];

/** Steps the property tests take alike: a device goes on- or offline, or the server answers 503s. */
export function networkStep(d: TestDevice, faults: ServerFaults, a: { k: 'online'; on: boolean } | { k: '5xx'; n: number }): void {
  if (a.k === '5xx') {
    faults.fail5xx += a.n;
    return;
  }
  d.link.online = a.on;
  if (a.on) d.engine.kick('online');
}

let counter = 0;

export class TestDevice {
  readonly db: NotesDb;
  readonly link: DeviceLink = { online: true, expired: false, cut: null };
  readonly notices: MergeNotice[] = [];
  readonly lock: SyncLock = memoryLock();
  engine: SyncEngine;
  private readonly transport;

  constructor(
    server: NotesServerModel,
    readonly owner: string,
    faults: ServerFaults,
    private readonly clock: FakeClock,
  ) {
    this.db = new NotesDb(`notes-test-${++counter}-${Math.random().toString(36).slice(2)}`);
    this.transport = modelTransport(server, owner, faults, this.link, clock.now);
    this.engine = this.newEngine();
  }

  private newEngine(): SyncEngine {
    return createSyncEngine({
      db: this.db,
      owner: this.owner,
      transport: this.transport.transport,
      clock: this.clock,
      lock: this.lock,
      random: () => 0.5,
      isOnline: () => this.link.online,
      onNotice: (n) => this.notices.push(n),
    });
  }

  /** The tab dies (its engine with it) and is opened again, as after a crash or a closed app. */
  reopen(): void {
    this.engine.dispose();
    this.engine = this.newEngine();
    this.engine.start();
  }

  /** The owner signs in again: a new session, and the engine is told. */
  renewLogin(): void {
    this.link.expired = false;
    this.transport.renewLogin();
  }

  async notes() {
    return this.db.notes.where('owner').equals(this.owner).toArray();
  }

  async close(): Promise<void> {
    const engine = this.engine;
    engine.dispose();
    releaseHeld(this.link);
    await engine.syncNow();
    this.db.close();
    await this.db.delete();
  }
}

/** Every device holds exactly the server's live notes (but `except`), all synced, nothing left to send. */
export async function expectDevicesAgree(devices: TestDevice[], live: Map<string, ServerNote>, except?: string): Promise<void> {
  const remote = Object.fromEntries([...live].map(([id, n]) => [id, [n.title, n.description, n.updatedAt]]));
  for (const d of devices) {
    const rows = (await d.notes()).filter((n) => n.id !== except);
    expect(rows.every((n) => n.sync === 'synced' && n.deleted === 0)).toBe(true);
    expect(Object.fromEntries(rows.map((n) => [n.id, [n.title, n.description, n.updatedAt]]))).toEqual(remote);
  }
}
