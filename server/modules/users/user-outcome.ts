/** Turns a refused user change into the API error that says why (409s, or 404 for no such user). */
import { type AppError, conflict, notFound } from '../../errors';
import type { ChangeOutcome } from './admin-users.queries';
import { toUser } from './users.queries';
import { MSG } from '../../../domain/messages';

const REFUSALS: Record<Extract<ChangeOutcome, { refused: unknown }>['refused'], () => AppError> = {
  not_found: () => notFound(MSG.users.noSuchUser),
  last_admin: () => conflict(MSG.users.lastAdmin),
  not_requested: () => conflict(MSG.users.notRequested),
  not_student: () => conflict(MSG.users.onlyStudentsApply),
  already_requested: () => conflict(MSG.users.alreadyApplied),
};

/** The changed user, or the error that says why nothing changed. */
export function outcomeUser(outcome: ChangeOutcome) {
  if ('refused' in outcome) throw REFUSALS[outcome.refused]();
  return toUser(outcome.user);
}
