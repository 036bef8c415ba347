import { beforeEach, describe, expect, it } from 'vitest';
import { deviceHasHeldUser, readHint, writeHint } from './auth-hint';

const user = { uid: 'u1', email: 'sam@example.test', displayName: 'Sam', photoURL: null };

describe('the device-has-held-a-user flag', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

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

describe('where the hint is kept', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is on the device after a remembered sign-in, and in the tab only after one that was not', () => {
    writeHint(user, true);
    expect(JSON.parse(localStorage.getItem('auth-hint')!)).toEqual(user);
    writeHint(user, false);
    expect(localStorage.getItem('auth-hint')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('auth-hint')!)).toEqual(user);
    expect(readHint()).toEqual(user);
    // A new tab, or the browser restarted: the tab's storage is gone, and with it the hint.
    sessionStorage.clear();
    expect(readHint()).toBeNull();
    expect(deviceHasHeldUser()).toBe(true);
  });

  it('stays where it was when a restored user is written again, and goes from both on sign-out', () => {
    writeHint(user, false);
    writeHint({ ...user, displayName: 'Sam B.' });
    expect(localStorage.getItem('auth-hint')).toBeNull();
    expect(readHint()?.displayName).toBe('Sam B.');
    writeHint(null);
    expect(readHint()).toBeNull();
    writeHint(user);
    expect(JSON.parse(localStorage.getItem('auth-hint')!)).toEqual(user);
  });
});
