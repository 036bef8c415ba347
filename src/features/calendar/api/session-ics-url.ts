/**
 * GET /api/sessions/{id}/calendar.ics: one session as an .ics file. The browser downloads it through
 * a plain link (the login cookie goes with it), so this builds the URL rather than fetching.
 */
export const sessionIcsUrl = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/calendar.ics`;
