import { formatInstant } from '@domain/time/display';
import type { StudySession } from '@domain/types';

/** A session's registration window, class time and duration, read-only (docs/product.md#screen-edit-session: dd/MM/yyyy h:mm a). */
export function CurrentTimes({ session, heading = 'Current times' }: { session: StudySession; heading?: string }) {
  const rows = [
    ['Registration starts', formatInstant(session.isoRS)],
    ['Registration ends', formatInstant(session.isoRE)],
    ['Class starts', formatInstant(session.isoCS)],
    ['Class ends', formatInstant(session.isoCE)],
    ['Duration', session.duration],
  ] as const;
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="mb-2 text-sm font-semibold text-slate-700">{heading}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
