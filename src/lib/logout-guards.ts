/**
 * Work that would be left behind by a logout. Features register a check (the notes feature: notes
 * not on the server yet); logout asks the user first when any check answers a warning. It lives in
 * lib so that auth need not import the features that register here.
 */
export interface LogoutOwner {
  uid: string;
  email: string;
}

/** Answers a sentence for the user when something is pending, or null. */
export type LogoutGuard = (owner: LogoutOwner) => Promise<string | null>;

const guards = new Set<LogoutGuard>();

export function registerLogoutGuard(guard: LogoutGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** The warnings of every registered check; a check that fails does not block the logout. */
export async function pendingWorkWarnings(owner: LogoutOwner): Promise<string[]> {
  const answers = await Promise.all([...guards].map((guard) => guard(owner).catch(() => null)));
  return answers.filter((a): a is string => !!a);
}
