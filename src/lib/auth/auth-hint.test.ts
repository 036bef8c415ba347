import { beforeEach, describe, expect, it } from 'vitest';
import { deviceHasHeldUser, readHint, writeHint } from './auth-hint';

const user = { uid: 'u1', email: 'sam@example.test', displayName: 'Sam', photoURL: null };

describe('the device-has-held-a-user flag', () => {
  beforeEach(() => localStorage.clear());

  it('is false on a first visit', () => {
    expect(deviceHasHeldUser()).toBe(false);
  });

  it('is set by a sign-in and kept after sign-out, when the hint itself is gone', () => {
    writeHint(user);
    expect(deviceHasHeldUser()).toBe(true);
    writeHint(null);
    expect(readHint()).toBeNull();
    expect(deviceHasHeldUser()).toBe(true);
  });

  it('counts a hint written before the flag existed', () => {
    localStorage.setItem('auth-hint', JSON.stringify(user));
    expect(deviceHasHeldUser()).toBe(true);
  });
});
