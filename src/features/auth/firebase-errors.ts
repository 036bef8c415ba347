/**
 * Firebase Auth errors in plain words (MSG.auth.providerErrors). The old system showed the provider's
 * message; we keep it for codes we do not know and say what happened, and what to do, for the common ones.
 */
import { MSG } from '@domain/messages';

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  const known = code && Object.hasOwn(MSG.auth.providerErrors, code) ? MSG.auth.providerErrors[code] : undefined;
  if (known) return known;
  if (error instanceof Error && error.message) return error.message.replace(/^Firebase:\s*/, '');
  return MSG.auth.providerFallback;
}
