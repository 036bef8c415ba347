/**
 * Notes budgets (issue 6):
 * (a) 1,000 notes queued on a device reach the local server: the real sync engine, on IndexedDB
 *     (fake-indexeddb) in this process, against the real API on PGlite in a worker thread, over
 *     loopback HTTP. Aim under 10 s.
 * (b) authenticated POST /api/notes on PostgreSQL, 50 connections for 30 s (autocannon), each request
 *     a new note. Aim: at least 500 req/s, p99 under 50 ms, no errors. Uses its own database on
 *     BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import ky from 'ky';
import { NotesDb } from '../../src/features/notes/db/notes-db';
import { createNote } from '../../src/features/notes/db/note-store';
import { httpTransport } from '../../src/features/notes/api/notes-transport';
import { createSyncEngine } from '../../src/features/notes/sync/sync-engine';
import { benchDatabase, startBenchServer } from './lib/start-bench-server';

const NOTES = 1_000;

async function queuedNotesSync() {
  const server = await startBenchServer();
  try {
    const client = ky.create({ prefixUrl: `${server.base}/api`, headers: { cookie: server.cookie, origin: server.base }, timeout: 20_000 });
    const db = new NotesDb(`bench-${Date.now()}`);
    const author = { name: 'Bench Student', email: server.email, image: '' };
    for (let i = 0; i < NOTES; i++) await createNote(db, author, { title: `Note ${i}`, description: `Written offline, number ${i}.` });
    const engine = createSyncEngine({
      db,
      owner: server.email,
      transport: httpTransport(client, { isOpen: true, onOpen: () => () => {} }),
      isOnline: () => true,
    });

    const started = performance.now();
    await engine.syncNow();
    const seconds = (performance.now() - started) / 1000;
    engine.dispose();

    const synced = await db.notes.where('[owner+sync]').equals([server.email, 'synced']).count();
    const onServer = (await client.get(`notes/${server.email}`).json<unknown[]>()).length;
    db.close();
    console.log(
      `(a) ${NOTES} queued notes synced in ${seconds.toFixed(2)} s (${Math.round(NOTES / seconds)} notes/s); ${synced} marked Synced, ${onServer} on the server  [aim < 10 s]`,
    );
    return synced === NOTES && onServer === NOTES && seconds < 10;
  } finally {
    await server.stop();
  }
}

async function postNotesUnderLoad() {
  const database = await benchDatabase('bench_notes');
  const server = await startBenchServer(database.url);
  try {
    const result = await autocannon({
      url: `${server.base}/api/notes`,
      connections: 50,
      duration: 30,
      headers: { cookie: server.cookie, origin: server.base, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              id: randomUUID(),
              student: { email: server.email },
              title: 'Load test',
              description: 'A note written under load.',
              updatedAt: Date.now(),
            }),
          }),
        },
      ],
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `(b) POST /api/notes on PostgreSQL, 50 connections × 30 s: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors (${result.requests.total} requests)  [aim ≥ 500 req/s, p99 < 50 ms, 0 errors]`,
    );
    return result.requests.average >= 500 && result.latency.p99 < 50 && errors === 0;
  } finally {
    await server.stop();
    await database.drop();
  }
}

const a = process.env.BENCH_ONLY === 'b' ? true : await queuedNotesSync();
const b = process.env.BENCH_ONLY === 'a' ? true : await postNotesUnderLoad();
console.log(a && b ? 'notes: within budget' : 'notes: OVER BUDGET');
process.exit(0);
