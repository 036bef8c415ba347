import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the value only once it has stopped changing, so typing makes one search', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    for (const value of ['a', 'ad', 'ada']) {
      rerender({ value });
      act(() => void vi.advanceTimersByTime(100));
      expect(result.current).toBe('');
    }
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toBe('ada');
  });
});
