/** The signed-in owner's engine, so screens can ask for a run after a write and show its status. */
import { useSyncExternalStore } from 'react';
import type { SyncEngine, SyncStatus } from './sync-engine';

let engine: SyncEngine | null = null;
let unsubscribe = () => {};
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function setActiveEngine(next: SyncEngine | null): void {
  unsubscribe();
  engine = next;
  unsubscribe = next?.subscribe(emit) ?? (() => {});
  emit();
}

/** After a local write: the engine takes it to the server when it can. */
export function requestSync(reason: 'write' | 'manual' = 'write'): void {
  engine?.kick(reason);
}

export function useSyncStatus(): SyncStatus | null {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => engine?.getStatus() ?? null,
    () => null,
  );
}
