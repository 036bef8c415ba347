/** Turns a refused user change into the API error that says why (409s, or 404 for no such user). */
import { USER_ERRORS } from '../../../domain/schemas/user';
import { type AppError, conflict, notFound } from '../../errors';
import type { ChangeOutcome } from './admin-users.queries';
import { toUser } from './users.queries';

const REFUSALS: Record<Extract<ChangeOutcome, { refused: unknown }>['refused'], () => AppError> = {
  not_found: () => notFound(USER_ERRORS.noSuchUser),
  last_admin: () => conflict(USER_ERRORS.lastAdmin),
  not_requested: () => conflict(USER_ERRORS.notRequested),
  not_student: () => conflict(USER_ERRORS.onlyStudentsApply),
  already_requested: () => conflict(USER_ERRORS.alreadyApplied),
};

/** The changed user, or the error that says why nothing changed. */
export function outcomeUser(outcome: ChangeOutcome) {
  if ('refused' in outcome) throw REFUSALS[outcome.refused]();
  return toUser(outcome.user);
}
