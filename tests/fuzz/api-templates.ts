/**
 * What each route takes when the request is right: a JSON body and query parameters. The fuzz test
 * starts from these and breaks one or two fields, so its requests get past the parts that are right
 * and reach the code behind them. A route missing here is still fuzzed, with bodies of any shape.
 */
import type { KnownValues } from './api-arbitraries';

export interface FuzzSeeds {
  student: string;
  tutor: string;
  admin: string;
  sessionId: string;
  noteId: string;
  materialId: string;
}

export const knownValues = (s: FuzzSeeds): KnownValues => ({
  emails: [s.student, s.tutor, s.admin],
  ids: [s.sessionId, s.noteId, s.materialId],
});

const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

export type FuzzRole = 'visitor' | 'student' | 'tutor' | 'admin';

export interface RouteTemplate {
  /** Who may call the route, so most requests get past the role check. */
  role: FuzzRole;
  bodies?: Record<string, unknown>[];
  /** Query parameters, unencoded. */
  query?: Record<string, string>;
}

export function routeTemplates(s: FuzzSeeds): Record<string, RouteTemplate> {
  const session = {
    title: 'Session',
    description: 'Text',
    cover: '/demo/cover-1.svg',
    isoRS: at(-DAY),
    isoRE: at(DAY),
    isoCS: at(2 * DAY),
    isoCE: at(2 * DAY + 3_600_000),
  };
  const material = { image: 'https://example.com/a.png', link: 'https://example.com' };
  return {
    'POST /api/jwt': { role: 'student', bodies: [{ email: s.student }] },
    'POST /api/users/:email': { role: 'student', bodies: [{ email: s.student, name: 'Name', image: '' }] },
    'GET /api/allusers/:adminEmail': { role: 'admin', query: { searchQueryN: 'a', searchQueryE: 'example' } },
    'PATCH /api/user/role/:email': { role: 'admin', bodies: [{ role: 'Tutor', status: 'Verified' }, { role: 'Student' }] },
    'POST /api/sessions': { role: 'tutor', bodies: [session] },
    'GET /api/teach-sessions': { role: 'tutor', query: { sessId: s.sessionId, tutorMail: s.tutor } },
    'PATCH /api/update-session/:id': { role: 'tutor', bodies: [session] },
    'PATCH /api/updsessad/:id': { role: 'admin', bodies: [session] },
    'PATCH /api/modify-session/:id': { role: 'admin', bodies: [{ price: 12.5, status: 'Accepted' }] },
    'GET /api/orders': { role: 'student', query: { stuEmail: s.student, sessionId: s.sessionId } },
    'POST /api/orders': { role: 'student', bodies: [{ sessionId: s.sessionId, transactionId: null, student: { email: s.student }, price: 0 }] },
    'POST /api/create-payment-intent': { role: 'student', bodies: [{ sessId: s.sessionId }] },
    'POST /api/payments/test/confirm': {
      role: 'student',
      bodies: [
        {
          clientSecret: 'pi_test_x_secret_y',
          card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
          billing: { name: 'N', email: s.student },
        },
      ],
    },
    'GET /api/reviews': { role: 'student', query: { sessId: s.sessionId } },
    'POST /api/reviews': { role: 'student', bodies: [{ sessionId: s.sessionId, rating: 4, revDesc: 'Good', student: { email: s.student } }] },
    'POST /api/materials': { role: 'tutor', bodies: [{ sessionId: s.sessionId, ...material }] },
    'GET /api/teach-material': { role: 'tutor', query: { sessId: s.materialId, email: s.tutor } },
    'PATCH /api/update-material/:id': { role: 'tutor', bodies: [material] },
    'POST /api/notes': {
      role: 'student',
      bodies: [{ id: s.noteId, title: 'Note', description: 'Text', updatedAt: Date.now() - 1000, student: { email: s.student } }],
    },
    'GET /api/notes/:email': { role: 'student', query: { deleted: 'include' } },
  };
}
