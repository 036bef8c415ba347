/** Data the journeys set up through the API rather than the screens they do not test. */
import { randomUUID } from 'node:crypto';
import { sessionBody } from '../factories/sessions';
import { apiAs, DEMO, expect } from './fixtures';

/** A session by tutor1, accepted by the admin at `price` dollars; answers its id and title. */
export async function acceptedSession(price: number, overrides: Record<string, unknown> = {}, titlePrefix = 'Booking') {
  const title = `${titlePrefix} ${randomUUID().slice(0, 6)}`;
  const tutor = await apiAs(DEMO.tutor1);
  const created = await tutor.post('/api/sessions', { data: sessionBody({ title, ...overrides }) });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  await tutor.dispose();
  const admin = await apiAs(DEMO.admin);
  const accepted = await admin.patch(`/api/modify-session/${id}`, { data: { price, status: 'Accepted' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await admin.dispose();
  return { id, title };
}
