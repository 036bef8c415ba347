import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@domain/constants';
import { MSG } from '@domain/messages';
import { AddToCalendarLink } from './add-to-calendar-link';
import { createQueryClient } from '@/lib/query-client';
// The app shell's host renders the question, as in the app; a test may compose with the app.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ConfirmHost } from '@/app/dialog-hosts';
import { calendarKeys } from '../api/calendar-keys';
import { CalendarFeedCard } from './calendar-feed-card';

const URL_ = `https://study.example.com/api/calendar/${'a'.repeat(43)}.ics`;

afterEach(() => {
  cleanup();
  act(() => onlineManager.setOnline(true));
});

/** The card with its feed already loaded, so nothing goes to the network. */
function renderCard(role: Role = 'Student', { loaded = true } = {}) {
  const queryClient = createQueryClient();
  if (loaded) queryClient.setQueryData(calendarKeys.feed(), { url: URL_ });
  return render(
    <QueryClientProvider client={queryClient}>
      <CalendarFeedCard role={role} />
      <ConfirmHost />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('CalendarFeedCard', () => {
  it('shows the https link read-only, and Subscribe as its webcal:// form', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Calendar feed' })).toBeTruthy();
    expect(screen.getByText(/^The sessions you booked, in your own calendar app/)).toBeTruthy();
    const input = screen.getByLabelText('Your private link') as HTMLInputElement;
    expect(input.value).toBe(URL_);
    expect(input.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(`webcal://study.example.com/api/calendar/${'a'.repeat(43)}.ics`);
  });

  it('says what the feed holds for a tutor and for an admin', () => {
    renderCard('Tutor');
    expect(screen.getByText(/^Your Accepted sessions, in your own calendar app/)).toBeTruthy();
    cleanup();
    renderCard('Admin');
    expect(screen.getByText(/^The sessions you book or teach \(none yet\)/)).toBeTruthy();
  });

  it('copies the https link and says so', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(URL_);
    expect(await screen.findByText(MSG.calendar.linkCopied)).toBeTruthy();
  });

  it('asks before resetting, and cancelling keeps the link', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByRole('dialog', { name: MSG.calendar.resetTitle })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Your private link') as HTMLInputElement).value).toBe(URL_);
  });

  it('offline: Copy still works, Subscribe and Reset link are disabled with the reason', () => {
    act(() => onlineManager.setOnline(false));
    renderCard();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', false);
    for (const name of ['Subscribe', 'Reset link']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(MSG.calendar.offlineActions);
    }
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });
  it('offline with no link yet: says it shows once back online (it is never kept on the device), and asks nothing of the network', () => {
    act(() => onlineManager.setOnline(false));
    renderCard('Student', { loaded: false });
    expect(screen.getByText(MSG.common.offline)).toBeTruthy();
    expect(screen.getByText(MSG.calendar.linkOffline)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading calendar link' })).toBeNull();
    expect(screen.queryByLabelText('Your private link')).toBeNull();
  });
});

describe('AddToCalendarLink', () => {
  it('downloads the session’s .ics, named for screen readers by the title', () => {
    render(<AddToCalendarLink sessionId="0f8fad5b-d9cb-469f-a165-70867728950e" title="Algebra" />);
    const link = screen.getByRole('link', { name: 'Add Algebra to calendar' });
    // What sighted users read is the visible part; the title is hidden text, part of the name.
    expect(link.querySelector('.sr-only')?.textContent).toBe(' Algebra');
    expect(link.getAttribute('href')).toBe('/api/sessions/0f8fad5b-d9cb-469f-a165-70867728950e/calendar.ics');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('offline: a disabled button, since the download needs a connection', () => {
    act(() => onlineManager.setOnline(false));
    render(<AddToCalendarLink sessionId="0f8fad5b-d9cb-469f-a165-70867728950e" title="Algebra" />);
    expect(screen.getByRole('button', { name: 'Add Algebra to calendar' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
