import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinClass } from './join-class';

const START = '2030-05-01T10:00:00.000Z';
const END = '2030-05-01T11:00:00.000Z';
const LINK = 'https://meet.google.com/abc-defg-hij';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets time pass a minute at a time, each minute's re-render arming the next timer as in a browser. */
function minutesPass(minutes: number) {
  for (let i = 0; i < minutes; i++) act(() => vi.advanceTimersByTime(60_000));
}

const show = (meetingUrl: string | null = LINK) =>
  render(<JoinClass meetingUrl={meetingUrl} isoCS={START} isoCE={END} missing={<p>The tutor has not added a class link yet</p>} />);

describe('JoinClass', () => {
  it('is a disabled "Opens at" in the viewer’s zone before, then opens by itself, then ends by itself', () => {
    vi.useFakeTimers({ now: new Date('2030-05-01T09:30:00Z') });
    show();
    const early = screen.getByRole('button');
    expect(early.hasAttribute('disabled')).toBe(true);
    // Tests run in UTC: the button opens at 9:45 AM UTC.
    expect(early.textContent).toBe('Opens at Wed 1 May 2030, 9:45 AM UTCJoin class · Google Meet');
    expect(screen.queryByRole('link')).toBeNull();

    minutesPass(15);
    const link = screen.getByRole('link', { name: 'Join class · Google Meet' });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    minutesPass(76);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Class endedJoin class · Google Meet');
  });

  it('shows what it is given when there is no link', () => {
    show(null);
    expect(screen.getByText('The tutor has not added a class link yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
