import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { modifySessionSchema, sessionBodySchema, sessionTimesSchema, toCents } from './session';
import { MSG } from '../messages';

const times = {
  isoRS: '2030-01-01T09:00:00.000Z',
  isoRE: '2030-01-01T10:00:00.000Z',
  isoCS: '2030-01-02T09:00:00.000Z',
  isoCE: '2030-01-02T10:00:00.000Z',
};
const body = { title: 'T', description: 'D', cover: '/demo/cover-1.svg', ...times };

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
};

describe('session times', () => {
  it('accepts each end after its start', () => {
    expect(messagesOf(sessionTimesSchema, times)).toEqual([]);
  });

  it('reports an end before or at its start on the end field, each once', () => {
    expect(messagesOf(sessionTimesSchema, { ...times, isoRE: times.isoRS })).toEqual([`isoRE: ${MSG.sessions.registrationOrder}`]);
    expect(messagesOf(sessionTimesSchema, { ...times, isoCE: '2030-01-02T08:59:00.000Z' })).toEqual([`isoCE: ${MSG.sessions.classOrder}`]);
  });

  it('still reports the order while another field is missing', () => {
    const messages = messagesOf(sessionBodySchema, { ...body, title: undefined, isoCE: times.isoCS });
    expect(messages).toContain('title: Title is required.');
    expect(messages).toContain(`isoCE: ${MSG.sessions.classOrder}`);
  });

  it('refuses instants without a zone, impossible dates and far years', () => {
    for (const bad of ['2030-01-01T09:00', '2030-02-31T09:00:00Z', '1970-01-01T00:00:00Z', 'tomorrow']) {
      expect(messagesOf(sessionTimesSchema, { ...times, isoRS: bad })).toContain(`isoRS: ${MSG.sessions.dateInvalid}`);
    }
  });

  it('drops fields the server decides itself', () => {
    const out = v.parse(sessionBodySchema, { ...body, duration: '9 hours', tutor: { email: 'x@y.z' }, status: 'Accepted', price: 5 });
    expect(Object.keys(out).sort()).toEqual(['cover', 'description', 'isoCE', 'isoCS', 'isoRE', 'isoRS', 'title']);
  });
});

describe('admin price and status', () => {
  it.each([0, 0.01, 12.5, 12.5, 19.99, 100_000])('accepts %s dollars', (price) => {
    expect(messagesOf(modifySessionSchema, { price, status: 'Accepted' })).toEqual([]);
  });

  it.each([
    [-0.01, MSG.sessions.priceInvalid],
    [12.505, MSG.sessions.priceInvalid],
    [Number.NaN, MSG.sessions.priceRequired],
    [Number.POSITIVE_INFINITY, MSG.sessions.priceInvalid],
    ['12', MSG.sessions.priceRequired],
  ])('refuses %s', (price, message) => {
    expect(messagesOf(modifySessionSchema, { price, status: 'Accepted' })[0]).toBe(`price: ${message}`);
  });

  it('knows only the three statuses', () => {
    expect(messagesOf(modifySessionSchema, { price: 1, status: 'accepted' })).toEqual([`status: ${MSG.sessions.statusInvalid}`]);
  });

  it('turns dollars into cents without float drift', () => {
    expect([0.29, 12.5, 19.99, 1.005 - 0.005].map(toCents)).toEqual([29, 1250, 1999, 100]);
  });
});
