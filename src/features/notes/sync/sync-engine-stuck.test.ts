/**
 * One note the server cannot store (issue 13, failure 2): it answers 500 for that note forever. Before
 * the fix the note stayed in the way: the run failed, the pull never ran, and the device stopped
 * receiving the other devices' edits and deletes. Now the note backs off on its own.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '@domain/messages';
import type { TestDevice } from '../../../../tests/fakes/notes-device';
import { notesWorld } from '../../../../tests/fakes/notes-world';
import { deleteNote, syncCounts, updateNote } from '../db/note-store';

const ANN = 'ann@example.test';
const { server, faults, clock, device, write } = notesWorld(ANN);
const noteOn = async (d: TestDevice, id: string) => (await d.notes()).find((n) => n.id === id);

describe('a note the server cannot store', () => {
  it('is marked stuck while the other notes push and the pull still brings other devices’ changes', async () => {
    const phone = device();
    const laptop = device();
    const shared = await write(laptop, 'Shared');
    const gone = await write(laptop, 'To delete');
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    const poison = await write(phone, 'Poison');
    faults.poisoned.add(poison.id);
    const fine = await write(phone, 'Fine');
    clock.t += 1;
    await updateNote(laptop.db, ANN, shared.id, { title: 'Edited on the laptop', description: 'l' }, clock.now());
    await deleteNote(laptop.db, ANN, gone.id, clock.now());
    await laptop.engine.syncNow();

    await phone.engine.syncNow();
    expect(await noteOn(phone, poison.id)).toMatchObject({
      sync: 'pending',
      stuck: { failures: 1, retryAt: clock.t + 750, message: MSG.notes.serverAnswered(500) },
    });
    expect(await noteOn(phone, fine.id)).toMatchObject({ sync: 'synced' });
    expect(server.live(ANN).has(fine.id)).toBe(true);
    // The pull ran: the laptop's edit and delete reached the phone.
    expect(await noteOn(phone, shared.id)).toMatchObject({ title: 'Edited on the laptop', sync: 'synced' });
    expect(await noteOn(phone, gone.id)).toBeUndefined();
    expect(phone.engine.getStatus().state).toBe('idle');
    expect(await syncCounts(phone.db, ANN)).toMatchObject({ pending: 1, stuck: 1, rejected: 0 });
  });

  it('backs off on its own, doubling, and is not sent again before its time even when other notes sync', async () => {
    const d = device();
    const poison = await write(d, 'Poison');
    faults.poisoned.add(poison.id);
    await d.engine.syncNow();
    expect(faults.poisonedAttempts).toBe(1);

    // Another write runs the engine before the poisoned note's time: the other note goes, it does not.
    await write(d, 'Other');
    await d.engine.syncNow();
    expect(faults.poisonedAttempts).toBe(1);
    expect(server.live(ANN).size).toBe(1);

    // Its own timer wakes the engine when its backoff runs out: 0.75 s, then 1.5 s, 3 s (jitter 0.5).
    let failedAt = clock.t - 1;
    for (const [attempt, wait] of [
      [2, 750],
      [3, 1_500],
      [4, 3_000],
    ] as const) {
      expect((await noteOn(d, poison.id))!.stuck!.retryAt).toBe(failedAt + wait);
      clock.advance(failedAt + wait - 1 - clock.t);
      await d.engine.whenIdle();
      expect(faults.poisonedAttempts).toBe(attempt - 1);
      clock.advance(1);
      await d.engine.whenIdle();
      expect(faults.poisonedAttempts).toBe(attempt);
      expect((await noteOn(d, poison.id))!.stuck!.failures).toBe(attempt);
      failedAt = clock.t;
    }
    // Capped at a minute (45 s with the jitter): an hour of failures is about 80 requests, not a loop.
    const start = clock.t;
    const before = faults.poisonedAttempts;
    while (clock.t - start < 60 * 60 * 1000) {
      expect(clock.pending).toBe(1);
      clock.advance(clock.nextAt! - clock.t);
      await d.engine.whenIdle();
    }
    expect(faults.poisonedAttempts - before).toBeGreaterThanOrEqual(75);
    expect(faults.poisonedAttempts - before).toBeLessThanOrEqual(85);
  });

  it('is sent at once after the user edits it, and syncs once the server can store it', async () => {
    const d = device();
    const poison = await write(d, 'Poison');
    faults.poisoned.add(poison.id);
    await d.engine.syncNow();
    await d.engine.syncNow();
    expect(faults.poisonedAttempts).toBe(1);

    clock.t += 1;
    await updateNote(d.db, ANN, poison.id, { title: 'Fixed by hand', description: 'ok' }, clock.now());
    expect((await noteOn(d, poison.id))!.stuck).toBeUndefined();
    await d.engine.syncNow();
    expect(faults.poisonedAttempts).toBe(2);

    faults.poisoned.clear();
    clock.advance(750);
    await d.engine.whenIdle();
    expect(await noteOn(d, poison.id)).toMatchObject({ sync: 'synced', title: 'Fixed by hand' });
    expect((await noteOn(d, poison.id))!.stuck).toBeUndefined();
    expect(server.live(ANN).get(poison.id)!.title).toBe('Fixed by hand');
  });

  it('can be deleted by the user: the delete goes through and nothing is left waiting', async () => {
    const d = device();
    const poison = await write(d, 'Poison');
    faults.poisoned.add(poison.id);
    await d.engine.syncNow();
    clock.t += 1;
    await deleteNote(d.db, ANN, poison.id, clock.now());
    await d.engine.syncNow();
    expect(await d.notes()).toEqual([]);
    expect(server.rows.get(poison.id)).toMatchObject({ deleted: true });
    expect(clock.pending).toBe(0);
  });

  it('still treats a 503 as the whole server being unavailable: the run stops and retries', async () => {
    const d = device();
    await write(d, 'A');
    faults.fail5xx = 1;
    await d.engine.syncNow();
    expect(d.engine.getStatus()).toMatchObject({ state: 'retrying', message: MSG.notes.serverAnswered(503) });
    expect((await d.notes())[0]!.stuck).toBeUndefined();
  });
});
