import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSessionTimes, type SessionTimeInputs } from '@domain/session-times';
import { SessionTimeFields } from './session-time-fields';
import { MSG } from '@domain/messages';

function Harness({ initial }: { initial: SessionTimeInputs }) {
  const [value, setValue] = useState(initial);
  const [timeZone, setTimeZone] = useState('UTC');
  return <SessionTimeFields value={value} onChange={setValue} timeZone={timeZone} onTimeZoneChange={setTimeZone} />;
}

afterEach(cleanup);

const start = defaultSessionTimes(new Date('2030-03-04T12:00:00Z'));

describe('SessionTimeFields', () => {
  it('starts at the default times of docs/product.md#constants, dates as yyyy-MM-dd and times as h:mm a, with the duration', () => {
    render(<Harness initial={start} />);
    expect(screen.getByLabelText('Registration start date')).toHaveProperty('value', '2030-03-04');
    expect((screen.getByLabelText('Registration start time') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('9:00 AM');
    expect((screen.getByLabelText('Class end time') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('10:00 AM');
    expect(screen.getByLabelText('Duration')).toHaveProperty('value', '1 hour');
    expect(screen.getByText('Registration opens 2030-03-04 9:00 AM UTC and closes 2030-03-04 10:00 AM UTC.')).toBeTruthy();
  });

  it('says which zone the times are in, and keeps the wall clock when the tutor picks another', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    expect(screen.getByText('Times are in UTC (UTC).')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    expect(screen.getByText('Times are in Asia/Tokyo (GMT+9).')).toBeTruthy();
    expect(screen.getByText('Registration opens 2030-03-04 9:00 AM GMT+9 and closes 2030-03-04 10:00 AM GMT+9.')).toBeTruthy();
  });

  it('recomputes the duration and says at once when an end comes before its start', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    await user.selectOptions(screen.getByLabelText('Class end time'), '11:30');
    expect(screen.getByLabelText('Duration')).toHaveProperty('value', '2 hours 30 minutes');

    await user.selectOptions(screen.getByLabelText('Class end time'), '08:45');
    expect(screen.getByText(MSG.sessions.classOrder)).toBeTruthy();
    expect(screen.getByLabelText('Duration')).toHaveProperty('value', '—');

    const end = screen.getByLabelText('Registration end date');
    await user.clear(end);
    await user.type(end, '2030-03-03');
    expect(screen.getByText(MSG.sessions.registrationOrder)).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
  });

  it('flags a date that does not exist', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    const date = screen.getByLabelText('Class date');
    await user.clear(date);
    await user.type(date, '2030-02-30');
    expect(screen.getByText(MSG.sessions.dateInvalid)).toBeTruthy();
  });
});
