import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { notesDb } from '../db/notes-db';
import { createNote } from '../db/note-store';
import { NoteForm } from './note-form';
import { NotesList } from './notes-list';

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
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
    expect(screen.queryByText('Bob only')).toBeNull();
  });

  it('lists title, a 50-character preview, the sync state, Update and Delete; Delete hides the note at once', async () => {
    const note = await createNote(notesDb(), author(ANN), { title: 'Chemistry', description: 'x'.repeat(60) });
    renderList(ANN);
    expect(await screen.findByText('Chemistry')).toBeTruthy();
    expect(screen.getByText(`${'x'.repeat(50)}…`)).toBeTruthy();
    expect(screen.getByText('Saved on this device')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Chemistry' }).getAttribute('href')).toBe(`/dashboard/edit-note/${note.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Chemistry' }));
    expect(await screen.findByText(MSG.noData)).toBeTruthy();
    expect((await notesDb().notes.get(note.id))!.deleted).toBe(1); // waits for the server's confirmation
  });

  it('shows a rejected note with its reason and a way to try again', async () => {
    const note = await createNote(notesDb(), author(ANN), { title: 'Too long', description: 'd' });
    await notesDb().notes.update(note.id, { sync: 'rejected', rejectedReason: 'title: Title must be at most 200 characters.' });
    renderList(ANN);
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Reason: title: Title must be at most 200 characters.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await notesDb().notes.get(note.id))!.sync).toBe('pending'));
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
  });
});
