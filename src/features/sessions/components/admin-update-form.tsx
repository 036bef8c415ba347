/** One row's update form on All Sessions (docs/product.md#screen-all-sessions): price (dollars, step 0.01, required) and status. */
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { SESSION_STATUSES } from '@domain/constants';
import { MSG } from '@domain/messages';
import { firstMessage } from '@domain/schemas/common';
import { modifySessionSchema } from '@domain/schemas/session';
import type { StudySession } from '@domain/types';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useModifySession } from '../api/session-mutations';

const STATUS_OPTIONS = SESSION_STATUSES.map((s) => ({ value: s, label: s }));

export function AdminUpdateForm({ session }: { session: StudySession }) {
  const id = useId();
  const online = useOnline();
  const modify = useModifySession();
  const [price, setPrice] = useState(session.price.toFixed(2));
  const [status, setStatus] = useState<string>(session.status);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(modifySessionSchema, { price: price.trim() === '' ? undefined : Number(price), status });
    setError(parsed.success ? undefined : firstMessage(parsed.issues));
    if (!parsed.success) return;
    try {
      const result = await modify.mutateAsync({ id: session._id, body: parsed.output });
      if (result.modifiedCount) toast.success(MSG.sessions.updatedByAdmin);
      else toast.info(MSG.sessions.unchangedByAdmin);
    } catch (e) {
      toast.error(await errorMessage(e));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-start gap-2">
      <div className="w-24">
        <label htmlFor={`${id}-price`} className="sr-only">
          Price of {session.title}
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">$</span>
          <input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="block w-full rounded-lg border-0 py-2 pl-6 pr-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 aria-invalid:ring-rose-500"
          />
        </div>
      </div>
      <div className="w-32">
        <SelectField
          label={`Status of ${session.title}`}
          hideLabel
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          className="!py-2"
        />
      </div>
      <Button type="submit" size="md" className="!h-9" loading={modify.isPending} disabled={!online} aria-label={`Update ${session.title}`}>
        Update
      </Button>
      {error && (
        <p id={`${id}-error`} className="basis-full text-sm text-rose-600">
          {error}
        </p>
      )}
    </form>
  );
}
