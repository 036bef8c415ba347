/**
 * The registration window and the class time (docs/product.md#screen-create-session): dates as yyyy-MM-dd, times picked by quarter
 * hour and shown as h:mm a, the duration computed read-only. An end before its start shows its
 * message under the end field at once, from the same schema the server applies.
 */
import * as v from 'valibot';
import { fieldErrors } from '@domain/schemas/common';
import { sessionTimesSchema } from '@domain/schemas/session';
import { durationText } from '@domain/session-rules';
import { DATE_FORMAT, formatInstantAs, instantsOf, QUARTER_HOURS, type SessionTimeInputs, timeLabel, TIME_FORMAT, zoneLabel } from '@domain/session-times';
import { timeZoneOptions } from '@domain/schemas/time-zone';
import { localTimeZone } from '@domain/time/zones';
import { DateField } from '@/components/ui/date-field';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { MSG } from '@domain/messages';

const TIME_OPTIONS = QUARTER_HOURS.map((t) => ({ value: t, label: timeLabel(t) }));

/** The problems of these inputs, keyed isoRS/isoRE/isoCS/isoCE. */
export function timeErrors(value: SessionTimeInputs, timeZone?: string): Record<string, string> {
  const result = v.safeParse(sessionTimesSchema, instantsOf(value, timeZone));
  return result.success ? {} : fieldErrors(result.issues);
}

export interface SessionTimeFieldsProps {
  value: SessionTimeInputs;
  onChange: (next: SessionTimeInputs) => void;
  /** The IANA zone whose wall clock the dates and times are on (issue 14). */
  timeZone?: string;
  onTimeZoneChange?: (timeZone: string) => void;
  disabled?: boolean;
}

export function SessionTimeFields({ value, onChange, timeZone = localTimeZone(), onTimeZoneChange, disabled }: SessionTimeFieldsProps) {
  const errors = timeErrors(value, timeZone);
  const iso = instantsOf(value, timeZone);
  const when = (instant: string) => (instant ? formatInstantAs(instant, timeZone, `${DATE_FORMAT} ${TIME_FORMAT}`) : '—');
  const set = (patch: Partial<SessionTimeInputs>) => onChange({ ...value, ...patch });
  const duration = iso.isoCS && iso.isoCE && !errors.isoCE ? durationText(iso.isoCS, iso.isoCE) : '—';

  return (
    <div className="space-y-5">
      <div className="grid gap-2 sm:grid-cols-2 sm:items-end">
        <SelectField
          label="Time zone"
          options={timeZoneOptions(timeZone).map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
          value={timeZone}
          onChange={(e) => onTimeZoneChange?.(e.target.value)}
          disabled={disabled || !onTimeZoneChange}
        />
        <p className="text-sm text-slate-600 sm:pb-2.5">
          Times are in {timeZone.replaceAll('_', ' ')} ({zoneLabel(timeZone)}).
        </p>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Registration</legend>
        <DateField
          label="Registration start date"
          value={value.registrationStart.date}
          onChange={(date) => set({ registrationStart: { ...value.registrationStart, date } })}
          error={errors.isoRS}
          disabled={disabled}
        />
        <SelectField
          label="Registration start time"
          options={TIME_OPTIONS}
          value={value.registrationStart.time}
          onChange={(e) => set({ registrationStart: { ...value.registrationStart, time: e.target.value } })}
        />
        <DateField
          label="Registration end date"
          value={value.registrationEnd.date}
          onChange={(date) => set({ registrationEnd: { ...value.registrationEnd, date } })}
          error={errors.isoRE}
          disabled={disabled}
        />
        <SelectField
          label="Registration end time"
          options={TIME_OPTIONS}
          value={value.registrationEnd.time}
          onChange={(e) => set({ registrationEnd: { ...value.registrationEnd, time: e.target.value } })}
        />
        <p className="text-xs text-slate-500 sm:col-span-2" aria-live="polite">
          Registration opens {when(iso.isoRS)} and closes {when(iso.isoRE)}.
        </p>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3" disabled={disabled}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Class</legend>
        <DateField label="Class date" value={value.classDate} onChange={(classDate) => set({ classDate })} error={errors.isoCS} disabled={disabled} />
        <SelectField label="Class start time" options={TIME_OPTIONS} value={value.classStart} onChange={(e) => set({ classStart: e.target.value })} />
        <SelectField
          label="Class end time"
          options={TIME_OPTIONS}
          value={value.classEnd}
          onChange={(e) => set({ classEnd: e.target.value })}
          // A bad class date already says so on the date; here only the order of the two times.
          error={errors.isoCE === MSG.sessions.dateInvalid ? undefined : errors.isoCE}
        />
      </fieldset>

      <TextField label="Duration" value={duration} readOnly aria-readonly="true" />
    </div>
  );
}
