import { describe, expect, it } from 'vitest';
import { can } from './capabilities';

describe('can', () => {
  it('grants each role its own capabilities only', () => {
    expect(can('Student', 'session:book')).toBe(true);
    expect(can('Tutor', 'session:book')).toBe(false);
    expect(can('Tutor', 'session:create')).toBe(true);
    expect(can('Admin', 'user:manage')).toBe(true);
    expect(can('Student', 'user:manage')).toBe(false);
  });
  it('is false for an unknown or missing role, including prototype keys', () => {
    expect(can('Superuser', 'user:manage')).toBe(false);
    expect(can(undefined, 'session:book')).toBe(false);
    expect(can('constructor', 'session:book')).toBe(false);
  });
});
