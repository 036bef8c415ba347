/**
 * The text the app should show for an instant in a zone, "Tue 12 Jan 2027, 8:22 PM GMT+9", built from
 * Intl's parts here rather than by the app's code (domain/time/local.ts), so a spec checks the app
 * against an independent reading of the same zone data.
 */
export function intlWallClock(iso: string, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}
