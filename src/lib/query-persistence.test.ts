import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPersistedQueries, persistQueries } from './query-persistence';

const stored = (owner: string) => window.localStorage.getItem(`tq-cache:${owner}`);

describe('persisted queries', () => {
  afterEach(() => window.localStorage.clear());

  it('writes at once when the page goes away, before the throttled write would', async () => {
    const client = new QueryClient();
    const { restored, stop } = persistQueries(client, 'uid-a');
    await restored;
    client.setQueryData(['role', 'a@x.test'], { role: 'student' });
    expect(stored('uid-a') ?? '').not.toContain('student');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('uid-a')).toContain('"role":"student"');
    stop();
  });

  it('restores only the owner’s queries, leaves out opted-out ones, and forgets them on request', async () => {
    const first = new QueryClient();
    const a = persistQueries(first, 'uid-a');
    await a.restored;
    first.setQueryData(['role', 'a@x.test'], { role: 'tutor' });
    first
      .getQueryCache()
      .build(first, { queryKey: ['intent'], meta: { persist: false } })
      .setData({ secret: 'pi_1' });
    window.dispatchEvent(new Event('pagehide'));
    a.stop();
    expect(stored('uid-a')).not.toContain('pi_1');

    const same = new QueryClient();
    const again = persistQueries(same, 'uid-a');
    await again.restored;
    expect(same.getQueryData(['role', 'a@x.test'])).toEqual({ role: 'tutor' });
    again.stop();

    const other = new QueryClient();
    const b = persistQueries(other, 'uid-b');
    await b.restored;
    expect(other.getQueryData(['role', 'a@x.test'])).toBeUndefined();
    b.stop();

    forgetPersistedQueries('uid-a');
    expect(stored('uid-a')).toBeNull();
  });

  it('stops listening once stopped', async () => {
    const client = new QueryClient();
    const { restored, stop } = persistQueries(client, 'uid-c');
    await restored;
    stop();
    client.setQueryData(['role', 'c@x.test'], { role: 'admin' });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('uid-c') ?? '').not.toContain('admin');
  });
});
