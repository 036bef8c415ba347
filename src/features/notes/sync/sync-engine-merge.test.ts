/**
 * The notes sync engine's pull (docs/architecture.md#offline-notes): after pushing, each device takes
 * the server's list and merges it (the newest stamp wins). Split from sync-engine.test.ts, which covers
 * pushing, deleting, one drainer per owner and the backoff.
 */
import { describe, expect, it } from 'vitest';
import { releaseHeld } from '../../../../tests/fakes/notes-server-model';
import { author, notesWorld } from '../../../../tests/fakes/notes-world';
import { createNote, deleteNote, listNotes, updateNote } from '../db/note-store';
import { createSyncEngine } from './sync-engine';

const ANN = 'ann@example.test';
const BOB = 'bob@example.test';
const { server, faults, clock, device, write } = notesWorld(ANN);

describe('pulling and merging', () => {
  it('gives every device the newest edit of a note edited on two devices', async () => {
    const phone = device();
    const laptop = device();
    const note = await write(phone, 'First');
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect((await laptop.notes())[0]).toMatchObject({ id: note.id, title: 'First', sync: 'synced' });

    // Both edit offline; the laptop's edit is the newer one but reaches the server first.
    phone.link.online = false;
    laptop.link.online = false;
    clock.t += 10;
    await updateNote(phone.db, ANN, note.id, { title: 'Phone edit', description: 'p' }, clock.now());
    clock.t += 10;
    await updateNote(laptop.db, ANN, note.id, { title: 'Laptop edit', description: 'l' }, clock.now());
    laptop.link.online = true;
    await laptop.engine.syncNow();
    phone.link.online = true;
    await phone.engine.syncNow(); // its older edit is answered stale and gives way
    await laptop.engine.syncNow();

    for (const d of [phone, laptop]) expect((await d.notes())[0]).toMatchObject({ title: 'Laptop edit', sync: 'synced' });
    expect(server.live(ANN).get(note.id)!.title).toBe('Laptop edit');
  });

  it('keeps an edit made while its older version was answered stale', async () => {
    const phone = device();
    const laptop = device();
    const note = await write(phone, 'Base');
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    phone.link.online = false;
    clock.t += 5;
    await updateNote(phone.db, ANN, note.id, { title: 'Phone, t+5', description: 'p' }, clock.now());
    clock.t += 5;
    await updateNote(laptop.db, ANN, note.id, { title: 'Laptop, t+10', description: 'l' }, clock.now());
    await laptop.engine.syncNow();
    // The phone's t+5 edit is on its way when the student edits again at t+15.
    phone.link.online = true;
    phone.link.hold = true;
    const heldOnce = new Promise<void>((resolve) => (phone.link.onHeld = resolve));
    const run = phone.engine.syncNow();
    await heldOnce;
    clock.t += 5;
    await updateNote(phone.db, ANN, note.id, { title: 'Phone, t+15', description: 'p2' }, clock.now());
    releaseHeld(phone.link);
    await run;
    await laptop.engine.syncNow();
    for (const d of [phone, laptop]) expect((await d.notes())[0]).toMatchObject({ title: 'Phone, t+15', sync: 'synced' });
  });

  it('keeps a pending local edit that is newer than the server copy', async () => {
    const phone = device();
    const laptop = device();
    const note = await write(phone, 'Base');
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    clock.t += 1;
    await updateNote(laptop.db, ANN, note.id, { title: 'Older elsewhere', description: 'x' }, clock.now());
    await laptop.engine.syncNow();
    phone.link.online = false;
    clock.t += 1;
    await updateNote(phone.db, ANN, note.id, { title: 'Newest, offline', description: 'y' }, clock.now());
    phone.link.online = true;
    // Pull only: push nothing (the phone's queue is stuck behind a 503) so the merge meets the pending edit.
    faults.fail5xx = 1;
    await phone.engine.syncNow();
    expect((await phone.notes())[0]).toMatchObject({ title: 'Newest, offline', sync: 'pending' });
    clock.advance(60_000);
    await phone.engine.syncNow();
    expect(server.live(ANN).get(note.id)!.title).toBe('Newest, offline');
  });

  it('removes a note deleted on another device, even one with a local edit, and says so', async () => {
    const phone = device();
    const laptop = device();
    const note = await write(phone, 'Shared');
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await deleteNote(laptop.db, ANN, note.id, clock.now() + 1);
    await laptop.engine.syncNow();
    phone.link.online = false;
    await updateNote(phone.db, ANN, note.id, { title: 'Edited after the delete', description: 'z' }, clock.now() + 2);
    phone.link.online = true;
    await phone.engine.syncNow();
    expect(await phone.notes()).toEqual([]);
    expect(phone.notices).toEqual([{ kind: 'deleted-elsewhere', title: 'Edited after the delete' }]);
    expect(server.live(ANN).size).toBe(0);
  });

  it("never shows or touches another owner's notes on the same device", async () => {
    const ann = device(ANN);
    const annNote = await write(ann, 'Ann private');
    ann.link.online = false;
    // Bob signs in on the same browser: same IndexedDB, his own engine.
    const bobEngine = createSyncEngine({
      db: ann.db,
      owner: BOB,
      transport: {
        ready: () => true,
        onLoginRenewed: () => () => {},
        upsert: async (b) => server.upsert(BOB, b),
        remove: async (id) => server.remove(BOB, id, clock.now()),
        list: async (o) => server.list(BOB, o),
      },
      clock,
      isOnline: () => true,
    });
    await createNote(ann.db, author(BOB), { title: 'Bob note', description: 'b' }, clock.now());
    await bobEngine.syncNow();
    bobEngine.dispose();
    expect((await listNotes(ann.db, BOB)).map((n) => n.title)).toEqual(['Bob note']);
    expect((await listNotes(ann.db, ANN)).map((n) => n.title)).toEqual(['Ann private']);
    expect(server.rows.has(annNote.id)).toBe(false);
    expect((await ann.db.notes.get(annNote.id))!.sync).toBe('pending');
  });
});
