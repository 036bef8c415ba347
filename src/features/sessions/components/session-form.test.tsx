import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '@domain/types';
import { HTTPError } from '@/lib/api-client';
import { SessionForm } from './session-form';
import { MSG } from '@domain/messages';

// The cover upload is its own request; this test is about the session's answer.
vi.mock('@/lib/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload-image')>()),
  uploadImage: vi.fn(async () => '/uploads/cover.png'),
}));

afterEach(cleanup);

/** The error ky throws for this answer of POST /api/sessions. */
function answered(status: number, body: ApiErrorBody) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return new HTTPError(response, new Request('http://localhost/api/sessions', { method: 'POST' }), {} as ConstructorParameters<typeof HTTPError>[2]);
}

async function submitWith(onSubmit: () => Promise<void>) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionForm tutor={{ name: 'Tess Tutor', email: 'tess@example.test' }} submitLabel="Create Session" onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText('Session title'), 'Number Theory');
  await user.type(screen.getByLabelText('Description'), 'Primes and congruences.');
  await user.upload(screen.getByLabelText('Cover picture'), new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));
  // A link the form's own check takes, so only the server can refuse it.
  await user.type(screen.getByLabelText('Class link'), 'https://zoom.us/j/123456789');
  await user.click(screen.getByRole('button', { name: 'Create Session' }));
}

describe('SessionForm: the server’s answer', () => {
  it('shows a 400 about the class link under the "Class link" field, with the server’s words', async () => {
    const onSubmit = vi.fn(async () => {
      throw answered(400, {
        error: { code: 'bad_request', message: `meetingUrl: ${MSG.classLink.invalid}`, issues: [{ path: 'meetingUrl', message: MSG.classLink.invalid }] },
      });
    });
    await submitWith(onSubmit);
    const message = await screen.findByText(MSG.classLink.invalid);
    expect(onSubmit).toHaveBeenCalledOnce();
    const field = screen.getByLabelText('Class link');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    // Not also (or instead) in the form's alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps any other refusal in the form’s alert', async () => {
    await submitWith(async () => {
      throw answered(409, { error: { code: 'conflict', message: 'You already have a session at that time.' } });
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You already have a session at that time.');
    expect(screen.getByLabelText('Class link').getAttribute('aria-invalid')).toBeNull();
  });
});
