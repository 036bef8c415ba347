export function startRefusal(env: Record<string, string | undefined>): string | null;
