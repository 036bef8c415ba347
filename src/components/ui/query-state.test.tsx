import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

const query = <T,>(over: Partial<{ data: T; isPending: boolean; isError: boolean; fetchStatus: 'fetching' | 'paused' | 'idle' }>) => ({
  data: undefined as T | undefined,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...over,
});

describe('QueryState', () => {
  it('shows a labelled spinner while loading', () => {
    render(
      <QueryState query={query<string[]>({ isPending: true })} label="sessions">
        {() => 'content'}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading sessions' })).toBeTruthy();
  });

  it('says it is offline, not loading, when nothing is cached and the query waits for the network', () => {
    const { container } = render(
      <QueryState query={query<string[]>({ isPending: true, fetchStatus: 'paused' })} label="sessions">
        {() => 'content'}
      </QueryState>,
    );
    const view = within(container);
    expect(view.getByText('You are offline.')).toBeTruthy();
    expect(view.getByText('Connect once to open this page; afterwards it works offline too.')).toBeTruthy();
    expect(view.queryByRole('status', { name: 'Loading sessions' })).toBeNull();
  });

  it('shows No Data Available. for an empty list', () => {
    render(
      <QueryState query={query({ data: [] as string[] })} label="sessions">
        {() => 'content'}
      </QueryState>,
    );
    expect(screen.getByText('No Data Available.')).toBeTruthy();
  });

  it('says what failed and retries on Try again', async () => {
    const q = query<string[]>({ isError: true });
    render(
      <QueryState query={q} label="tutors">
        {() => 'content'}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The tutors could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('keeps showing cached data when a refresh failed', () => {
    render(
      <QueryState query={query({ data: ['a'], isError: true })} label="sessions">
        {(d) => `items: ${d.join(',')}`}
      </QueryState>,
    );
    expect(screen.getByText('items: a')).toBeTruthy();
  });
});
