/**
 * The one shape for module-level state that React and plain code both read: a value, the
 * functions to read and replace it, and listeners told of every `set`, for `useSyncExternalStore`.
 * `set` tells them even when the value is the same, so a store can also carry "something changed
 * again" (an engine's new status, the login gate opening once more); React compares snapshots.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T): void;
  /** `listener` gets the new value; the returned function unsubscribes. */
  subscribe(listener: (value: T) => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener(value));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value in a component, re-rendering when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
