import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { notesDb } from '../db/notes-db';
import { createNote } from '../db/note-store';
import { NoteForm } from './note-form';
import { NotesList } from './notes-list';
import { SyncStatusBar } from './sync-status-bar';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';

const ANN = 'ann@example.test';
const author = (email: string) => ({ name: 'A', email, image: '' });

afterEach(async () => {
  cleanup();
  await notesDb().notes.clear();
});

describe('NoteForm', () => {
  it("shows the owner's e-mail and requires a title and a description", async () => {
    const onSubmit = vi.fn(async () => {});
    render(<NoteForm email={ANN} submitLabel="Create Note" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', ANN);
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    await userEvent.click(screen.getByRole('button', { name: 'Create Note' }));
    expect(screen.getByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Title'), '  Limits ');
    await userEvent.type(screen.getByLabelText('Description'), 'sin(x)/x → 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Note' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Limits', description: 'sin(x)/x → 1' });
  });
});

describe('NotesList', () => {
  const renderList = (owner: string) =>
    render(
      <MemoryRouter>
        <NotesList owner={owner} />
      </MemoryRouter>,
    );

  it("says 'No Data Available.' when the owner has no notes, even if someone else on the device has", async () => {
    await createNote(notesDb(), author('bob@example.test'), { title: 'Bob only', description: 'x' });
    renderList(ANN);
    expect(await screen.findByText(MSG.common.noData)).toBeTruthy();
    expect(screen.queryByText('Bob only')).toBeNull();
  });

  it('lists title, a 50-character preview, the sync state, Update and Delete; Delete hides the note at once', async () => {
    const note = await createNote(notesDb(), author(ANN), { title: 'Chemistry', description: 'x'.repeat(60) });
    renderList(ANN);
    expect(await screen.findByText('Chemistry')).toBeTruthy();
    expect(screen.getByText(`${'x'.repeat(50)}…`)).toBeTruthy();
    expect(screen.getByText(MSG.notes.statusPending)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Chemistry' }).getAttribute('href')).toBe(`/dashboard/edit-note/${note.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Chemistry' }));
    expect(await screen.findByText(MSG.common.noData)).toBeTruthy();
    expect((await notesDb().notes.get(note.id))!.deleted).toBe(1); // waits for the server's confirmation
  });

  it('shows a rejected note with its reason and a way to try again', async () => {
    const note = await createNote(notesDb(), author(ANN), { title: 'Too long', description: 'd' });
    await notesDb().notes.update(note.id, { sync: 'rejected', rejectedReason: 'title: Title must be at most 200 characters.' });
    renderList(ANN);
    expect(await screen.findByText(MSG.notes.statusRejected)).toBeTruthy();
    expect(screen.getByText('Reason: title: Title must be at most 200 characters.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await notesDb().notes.get(note.id))!.sync).toBe('pending'));
    expect(await screen.findByText(MSG.notes.statusPending)).toBeTruthy();
  });

  it('shows a stuck note (the server keeps failing to store it): why, when it is tried again, and Update and Delete', async () => {
    const note = await createNote(notesDb(), author(ANN), { title: 'Poison', description: 'd' });
    await notesDb().notes.update(note.id, { stuck: { failures: 3, retryAt: new Date('2030-01-05T14:00:07Z').getTime(), message: 'The server answered 500.' } });
    renderList(ANN);
    expect(await screen.findByText(MSG.notes.statusStuck)).toBeTruthy();
    expect(
      screen.getByText(
        'The server could not store this note (3 times: The server answered 500). Trying again at 2:00:07 PM; your other notes sync meanwhile. Edit or delete it if this goes on.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Poison' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Poison' }));
    await waitFor(async () => expect(await notesDb().notes.get(note.id)).toMatchObject({ deleted: 1, sync: 'pending' }));
    expect((await notesDb().notes.get(note.id))!.stuck).toBeUndefined();

    // If the server keeps failing the delete too, the note stays listed, saying so, until it goes.
    await notesDb().notes.update(note.id, { stuck: { failures: 1, retryAt: new Date('2030-01-05T14:00:07Z').getTime(), message: 'The server answered 500.' } });
    expect(await screen.findByText(MSG.notes.statusStuckDelete)).toBeTruthy();
    expect(screen.getByText('The server could not delete this note yet (once: The server answered 500). Trying again at 2:00:07 PM.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Poison' })).toBeNull();
  });
});

describe('SyncStatusBar', () => {
  const auth = { user: null, profile: null, loading: false, logOut: async () => {} } as unknown as AuthContextValue;

  it('tells a stuck note apart from changes on their way, and says the other notes sync', async () => {
    await createNote(notesDb(), author(ANN), { title: 'Fine', description: 'd' }).then((n) => notesDb().notes.update(n.id, { sync: 'synced' }));
    const stuck = await createNote(notesDb(), author(ANN), { title: 'Poison', description: 'd' });
    await notesDb().notes.update(stuck.id, { stuck: { failures: 1, retryAt: Date.now() + 1000, message: 'The server answered 500.' } });
    render(
      <AuthContext.Provider value={auth}>
        <SyncStatusBar owner={ANN} />
      </AuthContext.Provider>,
    );
    expect((await screen.findByRole('status')).textContent).toBe(MSG.notes.othersSynced);
    expect(screen.getByRole('alert').textContent).toBe(MSG.notes.stuckCount(1));
  });
});
