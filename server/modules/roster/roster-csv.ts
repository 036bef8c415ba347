/**
 * The roster as CSV (RFC 4180). A cell a spreadsheet would read as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe, so a student named "=HYPERLINK(…)" stays
 * text (OWASP's CSV injection advice); every cell is then quoted, with quotes doubled.
 */
import type { Roster } from '../../../domain/types';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const ROSTER_CSV_HEADER = ['Status', 'Name', 'Email', 'Booked at', 'Amount paid (USD)', 'Cancelled at', 'Cancelled by'];

export function rosterCsv(roster: Roster): string {
  const rows = [...roster.booked, ...roster.cancelled].map((e) => [
    e.status,
    e.name,
    e.email,
    e.bookedAt,
    e.amountPaid.toFixed(2),
    e.cancelledAt,
    e.cancelledBy,
  ]);
  return [ROSTER_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
