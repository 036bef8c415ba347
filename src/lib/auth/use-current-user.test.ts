import { describe, expect, it } from 'vitest';
import { labelOf, nameOf } from './use-current-user';

describe('the one display-name rule', () => {
  const user = { displayName: null, email: 'ann@example.com' };
  it("takes Firebase's name first, then the profile record's", () => {
    expect(nameOf({ displayName: 'Ann' }, { name: 'Record' })).toBe('Ann');
    expect(nameOf(user, { name: 'Record' })).toBe('Record');
    expect(nameOf(user, null)).toBe('');
  });
  it('labels a nameless user by their e-mail', () => {
    expect(labelOf(user)).toBe('ann@example.com');
    expect(labelOf({ ...user, displayName: 'Ann' })).toBe('Ann');
  });
});
