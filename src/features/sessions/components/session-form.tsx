/**
 * The session form of Create Session and of Edit Session / customise (docs/product.md#screen-create-session). It checks the texts,
 * the cover file and the times with the schema the server uses, uploads the cover, then hands the
 * whole body to `onSubmit`. With `current`, it shows that session's cover, times and fee read-only.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { MSG } from '@domain/messages';
import { fieldErrors } from '@domain/schemas/common';
import { meetingUrlField } from '@domain/schemas/class-link';
import { seatsSchema, type SessionBody, sessionDraftSchema } from '@domain/schemas/session';
import { defaultSessionTimes, instantsOf } from '@domain/session-times';
import { localTimeZone } from '@domain/time/zones';
import type { StudySession } from '@domain/types';
import { TextArea, TextField } from '@/components/ui/field';
import { FormSubmit } from '@/components/ui/form-submit';
import { ImageFileInput } from '@/components/ui/image-file-input';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem, uploadImage } from '@/lib/upload-image';
import { useForm } from '@/lib/use-form';
import { ClassLinkField } from './class-link-field';
import { CurrentTimes } from './current-times';
import { SessionTimeFields } from './session-time-fields';
import { dollars } from '@domain/text';

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
  const { formRef, errors, setErrors, formError, busy, check, run } = useForm({ inlineFields: INLINE_FIELDS });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const draft = v.safeParse(sessionDraftSchema, { title, description, ...instantsOf(times, timeZone) });
    const found = draft.success ? {} : fieldErrors(draft.issues);
    const coverProblem = imageFileProblem(cover, current ? 'A new cover image' : 'A cover image');
    if (coverProblem) found.cover = coverProblem;
    const seatLimit = v.safeParse(v.nullable(seatsSchema), seats.trim() === '' ? null : Number(seats));
    if (!seatLimit.success) found.seats = MSG.sessions.seatsInvalid;
    const link = v.safeParse(meetingUrlField, meetingUrl);
    if (!link.success) found.meetingUrl = link.issues[0].message;
    if (!check(found) || !draft.success || !cover || !seatLimit.success || !link.success) return;
    await run(async () => {
      const url = await uploadImage(cover);
      // A session whose link this caller was not given keeps it: the field is then left out.
      const keepLink = current && current.meetingUrl === undefined;
      await onSubmit({ ...draft.output, cover: url, timeZone, seats: seatLimit.output, ...(keepLink ? {} : { meetingUrl: link.output ?? null }) });
    });
  }

  const fee = current ? dollars(current.price) : MSG.users.requiresAdmin;
  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-6">
      <Section title="About the session">
        {current && (
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700">Current cover</p>
            <img
              src={current.cover}
              alt={`Current cover of ${current.title}`}
              className="aspect-[16/9] w-full max-w-sm rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
            />
          </div>
        )}
        <TextField label="Session title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} required maxLength={200} />
        <ImageFileInput
          label={current ? 'New cover picture' : 'Cover picture'}
          file={cover}
          onChange={setCover}
          accept={IMAGE_ACCEPT}
          error={errors.cover ?? (cover ? imageFileProblem(cover) : undefined)}
          hint={IMAGE_HINT}
        />
        <TextArea
          label="Description"
          name="description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
          required
          maxLength={5000}
        />
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

      <FormSubmit label={submitLabel} busy={busy} error={formError} offlineText={MSG.sessions.saveOffline} />
    </form>
  );
}
