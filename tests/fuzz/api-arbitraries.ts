/**
 * fast-check generators of hostile API requests for server/fuzz.test.ts: path and query values with
 * NUL, control characters, lone surrogates (as raw percent bytes), malformed percent escapes, huge
 * and unicode strings; JSON bodies of the right shape with wrong values, of any shape at all, or not
 * JSON; and content types the route does not take. Real ids and e-mails are mixed in, so requests
 * also get past the validators and reach the queries.
 */
import fc from 'fast-check';

/** Values a test knows to exist (users' e-mails, a session, a note, a material), to hit real rows. */
export interface KnownValues {
  emails: string[];
  ids: string[];
}

/** Characters the database cannot take as they are: NUL and other controls, unpaired surrogates. */
const controls = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83D', '\u0007\u001B[31m', '\u007F\u0085', '\u0000\r\n');

/** Text built to break other things: escapes, right-to-left marks, emoji, SQL, numbers as text. */
const tricky = fc.constantFrom(
  '\r\n',
  '\t',
  '\u202E',
  '\uFEFF',
  '😀',
  "'; drop table users; --",
  '%',
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  ' ',
  '',
);

const nasty = fc.oneof({ weight: 1, arbitrary: controls }, { weight: 1, arbitrary: tricky });

const anyText = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 3 }), nasty, fc.string({ maxLength: 3 })).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);

/** Strings for a text field: mostly plausible, often hostile. */
export const fuzzText = (known: KnownValues) =>
  fc.oneof(
    { weight: 6, arbitrary: anyText },
    { weight: 2, arbitrary: fc.constantFrom(...known.emails, ...known.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom('https://example.com/a.png', '/demo/cover-1.svg', '2030-01-05T14:00:00.000Z', 'Accepted', 'Admin') },
  );

/** Any JSON-ish value a field might get instead of the one it wants. */
export const fuzzValue = (known: KnownValues): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 8, arbitrary: fuzzText(known) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 4.999, 12.505)) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.record({ email: fuzzText(known), name: fuzzText(known) }, { requiredKeys: [] }) },
  );

/** Every field name some route reads, so bodies are often close to what the route expects. */
const FIELDS = [
  'id',
  'title',
  'description',
  'updatedAt',
  'student',
  'sessionId',
  'sessId',
  'transactionId',
  'price',
  'rating',
  'revDesc',
  'status',
  'cover',
  'isoRS',
  'isoRE',
  'isoCS',
  'isoCE',
  'image',
  'link',
  'email',
  'name',
  'role',
  'clientSecret',
  'card',
  'billing',
  'duration',
  'tutor',
  '__proto__',
  'constructor',
];

/** One of `valid` (a body the route takes) with one or two fields changed, or as it is. */
const mutated = (known: KnownValues, valid: Record<string, unknown>[]) =>
  fc.constantFrom(...valid).chain((body) => {
    const keys = Object.keys(body).length ? Object.keys(body) : FIELDS;
    const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...FIELDS) });
    // Half the time the field keeps its plausible text with a control character or a lone surrogate in it.
    const spoiled = (k: string) =>
      typeof body[k] === 'string'
        ? fc.tuple(controls, fc.nat(20)).map(([c, at]) => `${(body[k] as string).slice(0, at)}${c}${(body[k] as string).slice(at)}`)
        : fuzzValue(known);
    const change = key.chain((k) => fc.tuple(fc.constant(k), fc.oneof(fuzzValue(known), spoiled(k))));
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(body) },
      { weight: 4, arbitrary: change.map(([k, value]) => ({ ...body, [k]: value })) },
      { weight: 1, arbitrary: fc.array(change, { minLength: 2, maxLength: 3 }).map((changes) => ({ ...body, ...Object.fromEntries(changes) })) },
    );
  });

export const fuzzJsonBody = (known: KnownValues, valid: Record<string, unknown>[]) =>
  fc.oneof(
    { weight: 6, arbitrary: mutated(known, valid) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), fuzzValue(known), { maxKeys: 12 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.array(fuzzValue(known), { maxLength: 5 }) },
  );

/** A path parameter by its name: mostly a real e-mail or id of the kind it names, else anything. */
export const fuzzParam = (known: KnownValues, name: string) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(/email/i.test(name) ? known.emails : known.ids)) }, { weight: 2, arbitrary: fuzzUrlValue(known) });

/** A path or query value as it appears in the URL: encoded text, or raw bytes no decoder likes. */
export const fuzzUrlValue = (known: KnownValues) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.emails, ...known.ids) },
    {
      weight: 5,
      arbitrary: fuzzText(known)
        .filter((s) => s.length < 10_000)
        .map(encodeLenient),
    },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%C0%80', '%FF', '%E0%A4%A', '%', '%zz', '..', '.', '%2e%2e', '%2F', 'a%0Ab') },
  );

/** encodeURIComponent, but a lone surrogate (which it refuses) becomes the bytes a client might send. */
function encodeLenient(s: string): string {
  return [...s].map((ch) => (/[\uD800-\uDFFF]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}

/** Query strings: known parameter names and random ones, sometimes repeated. */
const QUERY_KEYS = ['searchQueryN', 'searchQueryE', 'stuEmail', 'sessionId', 'sessId', 'email', 'tutorMail', 'deleted', 'page', 'x'];

const queryString = (pairs: [string, string][]) => (pairs.length ? `?${pairs.map(([k, val]) => `${k}=${val}`).join('&')}` : '');

/** The route's own query (`valid`, values unencoded) with a value or two broken, or random pairs. */
export const fuzzQuery = (known: KnownValues, valid: Record<string, string> | undefined) => {
  const random = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fuzzUrlValue(known)), { maxLength: 4 }).map(queryString);
  if (!valid) return random;
  const base = Object.entries(valid).map(([k, val]): [string, string] => [k, encodeURIComponent(val)]);
  const broken = fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(valid), ...QUERY_KEYS), fuzzUrlValue(known)), { minLength: 1, maxLength: 2 })
    .map((changes) => queryString([...base.filter(([k]) => !changes.some(([c]) => c === k)), ...changes]));
  return fc.oneof({ weight: 1, arbitrary: fc.constant(queryString(base)) }, { weight: 4, arbitrary: broken }, { weight: 1, arbitrary: random });
};

export type FuzzBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | null; text: string };

/** A body for a route that takes the `valid` bodies (or anything, for a route that takes none). */
export const fuzzBody = (known: KnownValues, valid: Record<string, unknown>[]): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 8, arbitrary: fuzzJsonBody(known, valid.length ? valid : [{}]).map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        contentType: fc.constantFrom(
          null,
          'application/json',
          'application/json; charset=utf-16',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'image/png',
        ),
        text: fc.oneof(
          fc.constantFrom(
            '{',
            '{"title":',
            'null',
            '"\\u0000"',
            '{"a":1}{',
            '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot a png\r\n--x--\r\n',
            '',
          ),
          fc.string({ maxLength: 200 }),
          fc.integer({ min: 200_000, max: 400_000 }).map((n) => `{"title":"${'y'.repeat(n)}"}`),
        ),
      }),
    },
  );
