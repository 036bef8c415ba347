/** The signed-in owner's engine, so screens can ask for a run after a write and show its status. */
import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/create-store';
import type { SyncEngine, SyncStatus } from './sync-engine';

/** Set again on each of the engine's status changes, so its listeners hear of those too. */
const active = createStore<SyncEngine | null>(null);
let unsubscribe = () => {};

export function setActiveEngine(next: SyncEngine | null): void {
  unsubscribe();
  unsubscribe = next?.subscribe(() => active.set(next)) ?? (() => {});
  active.set(next);
}

/** After a local write: the engine takes it to the server when it can. */
export function requestSync(reason: 'write' | 'manual' = 'write'): void {
  active.get()?.kick(reason);
}

export function useSyncStatus(): SyncStatus | null {
  return useSyncExternalStore(
    active.subscribe,
    () => active.get()?.getStatus() ?? null,
    () => null,
  );
}
