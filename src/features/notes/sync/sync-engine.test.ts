import { describe, expect, it } from 'vitest';
import { MSG } from '@domain/messages';
import { NotesServerModel } from '../../../../tests/fakes/notes-server-model';
import { notesWorld } from '../../../../tests/fakes/notes-world';
import { deleteNote, listNotes, retryNote, updateNote } from '../db/note-store';
import { createSyncEngine } from './sync-engine';
import { backoffDelay } from './timing';
import { memoryLock } from './sync-lock';
import type { NotesTransport } from './transport';

const ANN = 'ann@example.test';
const { server, faults, clock, device, write } = notesWorld(ANN);

describe('pushing', () => {
  it('sends a new note and marks it synced', async () => {
    const d = device();
    const note = await write(d, 'Limits');
    expect((await d.notes())[0]!.sync).toBe('pending');
    await d.engine.syncNow();
    expect(server.live(ANN).get(note.id)).toMatchObject({ title: 'Limits', updatedAt: note.updatedAt });
    expect((await d.notes())[0]!.sync).toBe('synced');
    expect(d.engine.getStatus()).toMatchObject({ state: 'idle', lastSyncedAt: clock.t });
  });

  it('sends nothing while offline, and everything once the connection returns', async () => {
    const d = device();
    d.link.online = false;
    await write(d, 'On the train');
    await d.engine.syncNow();
    expect(d.engine.getStatus().state).toBe('offline');
    expect(server.calls.upsert).toBe(0);
    d.link.online = true;
    d.engine.kick('online');
    await d.engine.syncNow();
    expect([...server.live(ANN).values()].map((n) => n.title)).toEqual(['On the train']);
  });

  it('keeps a note pending through 5xx answers and retries with growing backoff', async () => {
    const d = device();
    faults.fail5xx = 2;
    await write(d, 'Retry me');
    await d.engine.syncNow();
    const first = d.engine.getStatus();
    expect(first).toMatchObject({ state: 'retrying', message: MSG.notes.serverAnswered(503) });
    expect((await d.notes())[0]!.sync).toBe('pending');
    // The 503 carried Retry-After: 2 s, longer than the first backoff step.
    expect(first.retryAt! - clock.t).toBe(2_000);
    clock.advance(1_999);
    expect(server.calls.upsert).toBe(0);
    clock.advance(1);
    await d.engine.whenIdle();
    const second = d.engine.getStatus();
    expect(second.state).toBe('retrying');
    expect(second.retryAt! - clock.t).toBe(2_000); // 2 s backoff (with jitter 0.5 → 1.5 s) or Retry-After
    clock.advance(2_000);
    await d.engine.whenIdle();
    expect(d.engine.getStatus().state).toBe('idle');
    expect((await d.notes())[0]!.sync).toBe('synced');
  });

  it('treats a network failure like a 5xx: pending, then retried', async () => {
    const d = device();
    const note = await write(d, 'Flaky');
    d.link.cut = 'before';
    await d.engine.syncNow();
    expect(d.engine.getStatus().state).toBe('retrying');
    clock.advance(60_000);
    await d.engine.syncNow();
    expect(server.live(ANN).has(note.id)).toBe(true);
  });

  it('pauses the whole queue on 401 and resumes when the session is renewed', async () => {
    const d = device();
    d.link.expired = true;
    await write(d, 'A');
    await write(d, 'B');
    await d.engine.syncNow();
    expect(d.engine.getStatus()).toMatchObject({ state: 'paused', message: MSG.notes.loginEnded });
    expect(clock.pending).toBe(0); // no retry timer: only a new session resumes it
    d.engine.kick('write');
    await d.engine.syncNow();
    expect(server.rows.size).toBe(0);
    expect((await d.notes()).map((n) => n.sync)).toEqual(['pending', 'pending']);

    d.renewLogin();
    await d.engine.syncNow();
    expect(server.live(ANN).size).toBe(2);
    expect(d.engine.getStatus().state).toBe('idle');
  });

  it('marks a note refused with a 4xx as rejected with the reason, and goes on with the others', async () => {
    const d = device();
    faults.reject4xx = 1;
    const bad = await write(d, 'Refused');
    await d.engine.syncNow();
    const good = await write(d, 'Fine');
    await d.engine.syncNow();
    const byId = new Map((await d.notes()).map((n) => [n.id, n]));
    expect(byId.get(bad.id)).toMatchObject({ sync: 'rejected', rejectedReason: 'title: Title must be at most 200 characters.' });
    expect(byId.get(good.id)!.sync).toBe('synced');
    expect(d.engine.getStatus().state).toBe('idle');

    // Not retried by itself; trying again (or editing) queues it.
    await d.engine.syncNow();
    expect(server.live(ANN).has(bad.id)).toBe(false);
    await retryNote(d.db, ANN, bad.id);
    await d.engine.syncNow();
    expect(server.live(ANN).has(bad.id)).toBe(true);
  });

  it('retries 429 and 408 instead of rejecting', async () => {
    const statuses = [429, 408];
    const sent: number[] = [];
    const server2 = new NotesServerModel();
    const transport: NotesTransport = {
      ready: () => true,
      onLoginRenewed: () => () => {},
      async upsert(body) {
        const status = statuses.shift();
        sent.push(status ?? 200);
        if (status) throw new (await import('./transport')).SyncHttpError(status, 'busy');
        return server2.upsert(ANN, body);
      },
      remove: async () => {},
      list: async (owner) => server2.list(ANN, owner),
    };
    const d = device();
    const engine = createSyncEngine({ db: d.db, owner: ANN, transport, clock, isOnline: () => true, random: () => 0 });
    await write(d, 'Busy');
    for (let i = 0; i < 3; i++) {
      await engine.syncNow();
      clock.advance(60_000);
    }
    await engine.syncNow();
    engine.dispose();
    expect(sent).toEqual([429, 408, 200]);
    expect((await d.notes())[0]!.sync).toBe('synced');
  });

  it('sends a change made while a request is in flight next, not marking it synced early', async () => {
    const d = device();
    const note = await write(d, 'v1');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const transport: NotesTransport = {
      ready: () => true,
      onLoginRenewed: () => () => {},
      upsert: async (body) => {
        if (body.title === 'v1') await gate;
        return server.upsert(ANN, body);
      },
      remove: async (id) => server.remove(ANN, id, clock.now()),
      list: async (owner) => {
        // Once every push is settled, before the pull could repair anything: Synced must be true.
        for (const n of await d.notes()) if (n.sync === 'synced') expect(server.live(ANN).get(n.id)?.title).toBe(n.title);
        return server.list(ANN, owner);
      },
    };
    const engine = createSyncEngine({ db: d.db, owner: ANN, transport, clock, isOnline: () => true });
    const run = engine.syncNow();
    await new Promise((r) => setTimeout(r, 20));
    clock.t += 5;
    await updateNote(d.db, ANN, note.id, { title: 'v2', description: 'text' }, clock.now());
    release();
    await run;
    engine.dispose();
    expect(server.live(ANN).get(note.id)!.title).toBe('v2');
    expect((await d.notes())[0]).toMatchObject({ title: 'v2', sync: 'synced' });
  });
});

describe('deleting', () => {
  it('hides the note at once, sends the delete, and removes the row once the server confirms', async () => {
    const d = device();
    const note = await write(d, 'Gone soon');
    await d.engine.syncNow();
    clock.t += 1;
    await deleteNote(d.db, ANN, note.id, clock.now());
    expect(await listNotes(d.db, ANN)).toEqual([]);
    expect(await d.notes()).toHaveLength(1); // still queued
    await d.engine.syncNow();
    expect(await d.notes()).toHaveLength(0);
    expect(server.rows.get(note.id)!.deleted).toBe(true);
  });

  it('sends the delete of a note whose create never got an answer, so it cannot come back', async () => {
    const d = device();
    const note = await write(d, 'Lost answer');
    d.link.cut = 'after';
    d.link.onCut = () => d.reopen();
    await d.engine.syncNow();
    expect(server.live(ANN).has(note.id)).toBe(true);
    expect((await d.notes())[0]!.sync).toBe('pending');
    await deleteNote(d.db, ANN, note.id, clock.now() + 1);
    await d.engine.syncNow();
    expect(server.live(ANN).size).toBe(0);
    expect(await d.notes()).toHaveLength(0);
  });
});

describe('one drainer at a time', () => {
  it('never lets two engines (tabs) of the same owner send at once', async () => {
    const inFlight = new Map<number, number>();
    let overlap = false;
    const lock = memoryLock();
    const d = device();
    const tab = (n: number): NotesTransport => ({
      ready: () => true,
      onLoginRenewed: () => () => {},
      upsert: async (body) => {
        inFlight.set(n, (inFlight.get(n) ?? 0) + 1);
        if ([...inFlight].some(([other, count]) => other !== n && count > 0)) overlap = true;
        await new Promise((r) => setTimeout(r, 1));
        inFlight.set(n, inFlight.get(n)! - 1);
        return server.upsert(ANN, body);
      },
      remove: async () => {},
      list: async (o) => server.list(ANN, o),
    });
    const tabs = [1, 2, 3].map((n) => createSyncEngine({ db: d.db, owner: ANN, transport: tab(n), clock, lock, isOnline: () => true }));
    for (let i = 0; i < 20; i++) await write(d, `n${i}`);
    await Promise.all(tabs.map((t) => t.syncNow()));
    tabs.forEach((t) => t.dispose());
    expect(overlap).toBe(false);
    expect(server.live(ANN).size).toBe(20);
    expect(server.calls.upsert).toBe(20);
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s up to a minute, with jitter, and honours Retry-After', () => {
    expect(backoffDelay(1, () => 1)).toBe(1_000);
    expect(backoffDelay(2, () => 1)).toBe(2_000);
    expect(backoffDelay(3, () => 0)).toBe(2_000);
    expect(backoffDelay(20, () => 1)).toBe(60_000);
    expect(backoffDelay(1, () => 1, 30_000)).toBe(30_000);
  });
});
