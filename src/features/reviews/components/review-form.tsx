/**
 * Add Your Review (docs/product.md#screen-session-detail, #validation): a rating number input (default 5) and the review text. A rating
 * outside 1–5 shows the toast 'Rating must be from 1-5' and is not sent. The page shows this form
 * only to a student with an order for the session; the server checks that too.
 */
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { LIMITS, RATING } from '@domain/constants';
import { MSG } from '@domain/messages';
import { fieldErrors } from '@domain/schemas/common';
import { reviewFormSchema } from '@domain/schemas/booking';
import type { PersonRef } from '@domain/types';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/field';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { useForm } from '@/lib/use-form';
import { useOnline } from '@/lib/use-online';
import { useAddReview } from '../api/add-review';

export function ReviewForm({ sessionId, onAdded }: { sessionId: string; onAdded?: () => void }) {
  const { user, name, image } = useCurrentUser();
  const online = useOnline();
  const addReview = useAddReview();
  const [rating, setRating] = useState(String(RATING.default));
  const [revDesc, setRevDesc] = useState('');
  // Its error line is the toast: the form shows no line of its own.
  const { formRef, errors, busy, check, run } = useForm({ toastErrors: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(reviewFormSchema, { rating: rating.trim() === '' ? NaN : Number(rating), revDesc });
    if (!parsed.success) {
      const found = fieldErrors(parsed.issues);
      check(found);
      if (found.rating) toast.error(MSG.reviews.ratingRange);
      return;
    }
    check({});
    await run(async () => {
      // The original API's body (docs/product.md#api) names the whole reviewer; the server's schema reads only the e-mail.
      const student: PersonRef = { name, email: user?.email ?? '', image };
      await addReview.mutateAsync({ student, sessionId, ...parsed.output });
      toast.success(MSG.reviews.added);
      setRevDesc('');
      setRating(String(RATING.default));
      onAdded?.();
    });
  }

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="add-review-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="add-review-heading" className="text-lg font-bold text-slate-900">
        Add Your Review
      </h3>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          label="Rating (1-5)"
          type="number"
          inputMode="numeric"
          min={RATING.min}
          max={RATING.max}
          step={1}
          value={rating}
          onChange={(e) => setRating(e.target.value)}
          error={errors.rating}
        />
        <TextArea label="Review" rows={3} value={revDesc} onChange={(e) => setRevDesc(e.target.value)} maxLength={LIMITS.review} error={errors.revDesc} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{online ? 'Reviewing again replaces your earlier review.' : MSG.reviews.offline}</p>
        <Button type="submit" loading={busy} disabled={!online} className="shrink-0">
          Submit Review
        </Button>
      </div>
    </form>
  );
}
