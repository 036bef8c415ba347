/**
 * The world of the sync engine's example tests: one server model, its faults, a clock, and the devices
 * a test makes in it. After each test the devices close and the rest resets in place, so a test file
 * can take `server`, `faults` and `clock` once at the top and every test starts from nothing.
 */
import { afterEach } from 'vitest';
import { createNote } from '../../src/features/notes/db/note-store';
import { FakeClock } from './fake-clock';
import { TestDevice } from './notes-device';
import { noFaults, NotesServerModel } from './notes-server-model';

export const author = (email: string) => ({ name: email, email, image: '' });

export function notesWorld(defaultOwner: string) {
  const server = new NotesServerModel();
  const faults = noFaults();
  const clock = new FakeClock();
  let devices: TestDevice[] = [];

  afterEach(async () => {
    await Promise.all(devices.map((d) => d.close()));
    devices = [];
    server.reset();
    Object.assign(faults, noFaults());
    clock.reset();
  });

  /** A device of `owner` (a phone, a laptop…), closed after the test. */
  function device(owner = defaultOwner) {
    const d = new TestDevice(server, owner, faults, clock);
    devices.push(d);
    return d;
  }

  /** A note written on `d`, one millisecond after the last, so every edit has its own stamp. */
  function write(d: TestDevice, title: string, description = 'text') {
    clock.t += 1;
    return createNote(d.db, author(d.owner), { title, description }, clock.now());
  }

  return { server, faults, clock, device, write };
}
