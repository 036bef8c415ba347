import { describe, expect, it } from 'vitest';
import { pendingWorkWarnings, registerLogoutGuard } from './logout-guards';

describe('logout guards', () => {
  it('collects the warnings of registered checks for the owner, ignoring failed checks, until unregistered', async () => {
    const owner = { uid: 'u1', email: 'ann@example.test' };
    const off = [
      registerLogoutGuard(async (o) => `2 notes of ${o.email} wait.`),
      registerLogoutGuard(async () => null),
      registerLogoutGuard(async () => {
        throw new Error('storage unavailable');
      }),
    ];
    expect(await pendingWorkWarnings(owner)).toEqual(['2 notes of ann@example.test wait.']);
    off.forEach((unregister) => unregister());
    expect(await pendingWorkWarnings(owner)).toEqual([]);
  });
});
