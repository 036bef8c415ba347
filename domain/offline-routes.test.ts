import { describe, expect, it } from 'vitest';
import { isPublicListPath, isUserReadPath, SHELL_DENYLIST, USER_API_CACHE, USER_CACHE_NAMES } from './offline-routes';

describe('offline routes', () => {
  it('caches the public lists, but not their sub-paths, as public', () => {
    expect(isPublicListPath('/api/sessions')).toBe(true);
    expect(isPublicListPath('/api/teachers')).toBe(true);
    expect(isPublicListPath('/api/sessions/abc')).toBe(false);
    expect(isPublicListPath('/api/sessions/')).toBe(false);
  });

  it("caches the signed-in user's reads, never calendar downloads or feeds", () => {
    for (const path of ['/api/sessions/abc', '/api/bookedsessions/a@b.c', '/api/booked-materials/x', '/api/stu-mat/x', '/api/reviews', '/api/orders']) {
      expect(isUserReadPath(path), path).toBe(true);
    }
    for (const path of ['/api/sessions', '/api/sessions/abc/calendar.ics', '/api/calendar/token.ics', '/api/reviews/1', '/api/orders/1', '/api/notes']) {
      expect(isUserReadPath(path), path).toBe(false);
    }
  });

  it('serves the shell for app pages only', () => {
    const denied = (path: string) => SHELL_DENYLIST.some((r) => r.test(path));
    expect(denied('/api/sessions')).toBe(true);
    expect(denied('/emulator/auth/handler')).toBe(true);
    expect(denied('/__/auth/handler')).toBe(true);
    expect(denied('/identitytoolkit.googleapis.com/v1/accounts')).toBe(true);
    expect(denied('/securetoken.googleapis.com/v1/token')).toBe(true);
    expect(denied('/dashboard')).toBe(false);
    expect(denied('/session/abc')).toBe(false);
  });

  it('logout deletes the user cache the service worker fills', () => {
    expect(USER_CACHE_NAMES).toContain(USER_API_CACHE);
  });
});
