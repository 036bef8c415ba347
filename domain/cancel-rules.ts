/** When a booking may be cancelled (issue 15): until CANCEL_DEADLINE_HOURS before the class starts. */

export const DEFAULT_CANCEL_DEADLINE_HOURS = 24;

/** The last instant a cancellation is accepted. */
export function cancelDeadline(classStart: Date | string, hours: number): Date {
  return new Date(new Date(classStart).getTime() - hours * 3_600_000);
}

/** Open up to and including the deadline itself. */
export function canCancelAt(deadline: Date | string, now: Date = new Date()): boolean {
  return now.getTime() <= new Date(deadline).getTime();
}
