/**
 * The session form of Create Session and of Edit Session / customise (docs/product.md#screen-create-session). It checks the texts,
 * the cover file and the times with the schema the server uses, uploads the cover, then hands the
 * whole body to `onSubmit`. With `current`, it shows that session's cover, times and fee read-only.
 */
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import * as v from 'valibot';
import { MSG } from '@domain/messages';
import { fieldErrors } from '@domain/schemas/common';
import { meetingUrlField } from '@domain/schemas/class-link';
import { SESSION_MSG, seatsSchema, type SessionBody, sessionDraftSchema } from '@domain/schemas/session';
import { defaultSessionTimes, instantsOf } from '@domain/session-times';
import { localTimeZone } from '@domain/time/zones';
import type { StudySession } from '@domain/types';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/field';
import { errorIssues, errorMessage } from '@/lib/api-client';
import { imageFileProblem, uploadImage } from '@/lib/upload-image';
import { useOnline } from '@/lib/use-online';
import { ClassLinkField } from './class-link-field';
import { CoverInput } from './cover-input';
import { CurrentTimes } from './current-times';
import { SessionTimeFields } from './session-time-fields';

export interface SessionFormProps {
  tutor: { name: string; email: string };
  /** The session being edited; absent when creating. */
  current?: StudySession;
  submitLabel: string;
  onSubmit: (body: SessionBody) => Promise<void>;
}

/** The fields this form shows a server's 400 under, by the body's path. */
const INLINE_FIELDS = ['title', 'description', 'seats', 'meetingUrl'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function SessionForm({ tutor, current, submitLabel, onSubmit }: SessionFormProps) {
  const online = useOnline();
  const [title, setTitle] = useState(current?.title ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [cover, setCover] = useState<File | null>(null);
  // The tutor's zone: the one the session was set in when editing, this device's when creating.
  const [timeZone, setTimeZone] = useState(() => current?.timeZone ?? localTimeZone());
  const [times, setTimes] = useState(() => defaultSessionTimes(new Date(), timeZone));
  // Text, so an empty field can mean "no limit" (issue 15).
  const [seats, setSeats] = useState(current?.seats != null ? String(current.seats) : '');
  // Where the class happens (issue 22); empty means none.
  const [meetingUrl, setMeetingUrl] = useState(current?.meetingUrl ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Takes the keyboard (and a screen reader) to the first field that needs attention.
  const focusFirstInvalid = () => setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const draft = v.safeParse(sessionDraftSchema, { title, description, ...instantsOf(times, timeZone) });
    const found = draft.success ? {} : fieldErrors(draft.issues);
    const coverProblem = imageFileProblem(cover, current ? 'A new cover image' : 'A cover image');
    if (coverProblem) found.cover = coverProblem;
    const seatLimit = v.safeParse(v.nullable(seatsSchema), seats.trim() === '' ? null : Number(seats));
    if (!seatLimit.success) found.seats = SESSION_MSG.seatsInvalid;
    const link = v.safeParse(meetingUrlField, meetingUrl);
    if (!link.success) found.meetingUrl = link.issues[0].message;
    setErrors(found);
    if (!draft.success || coverProblem || !cover || !seatLimit.success || !link.success) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const url = await uploadImage(cover);
      // A session whose link this caller was not given keeps it: the field is then left out.
      const keepLink = current && current.meetingUrl === undefined;
      await onSubmit({ ...draft.output, cover: url, timeZone, seats: seatLimit.output, ...(keepLink ? {} : { meetingUrl: link.output ?? null }) });
    } catch (error) {
      // A refusal about a field this form shows (the class link, say) goes under that field.
      const issues = await errorIssues(error);
      const inline = Object.fromEntries(INLINE_FIELDS.filter((f) => issues[f]).map((f) => [f, issues[f]!]));
      if (Object.keys(inline).length) {
        setErrors(inline);
        focusFirstInvalid();
      } else {
        setFormError(await errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  const fee = current ? `$${current.price.toFixed(2)}` : MSG.requiresAdmin;
  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-6">
      <Section title="About the session">
        {current && (
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700">Current cover</p>
            <img src={current.cover} alt={`Current cover of ${current.title}`} className="aspect-[16/9] w-full max-w-sm rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200" />
          </div>
        )}
        <TextField label="Session title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} required maxLength={200} />
        <CoverInput label={current ? 'New cover picture' : 'Cover picture'} file={cover} onChange={setCover} error={errors.cover} />
        <TextArea label="Description" name="description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} required maxLength={5000} />
      </Section>

      <Section title="Where the class happens">
        <ClassLinkField
          value={meetingUrl}
          onChange={setMeetingUrl}
          error={errors.meetingUrl}
          onError={(message) => setErrors((e) => ({ ...e, meetingUrl: message ?? '' }))}
          disabled={busy}
        />
      </Section>

      <Section title={current ? 'New times' : 'Times'}>
        {current && <CurrentTimes session={current} />}
        <SessionTimeFields value={times} onChange={setTimes} timeZone={timeZone} onTimeZoneChange={setTimeZone} disabled={busy} />
      </Section>

      <Section title="Fee, seats and tutor">
        <TextField
          label="Seats"
          name="seats"
          inputMode="numeric"
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
          error={errors.seats}
          hint="How many students may book, from 1 to 1000. Leave empty for no limit."
          className="max-w-xs"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Registration Fee" value={fee} readOnly aria-readonly="true" />
          <TextField label="Tutor name" value={tutor.name} readOnly aria-readonly="true" />
          <TextField label="Tutor email" value={tutor.email} readOnly aria-readonly="true" />
        </div>
      </Section>

      {formError && (
        <p role="alert" className="text-sm font-medium text-rose-600">
          {formError}
        </p>
      )}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" loading={busy} disabled={!online}>
          {submitLabel}
        </Button>
        {!online && <p className="text-sm text-slate-500">Saving a session needs a connection.</p>}
      </div>
    </form>
  );
}
