/**
 * A table that works on a phone: from `sm` up a plain table; below it each row becomes a card of
 * "label: value" lines. One DOM for both (no duplicated inputs), with explicit ARIA table roles
 * because changing a table's CSS display drops its semantics in some browsers.
 */
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for this column's cells, e.g. a width. */
  className?: string;
  /** On phones, show the cell without its label (images, actions). */
  bare?: boolean;
}

export function DataTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  return (
    <div className="sm:overflow-x-auto sm:rounded-2xl sm:bg-white sm:shadow-sm sm:ring-1 sm:ring-slate-200">
      <table role="table" className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 sm:table-header-group">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.header} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:table-row sm:rounded-none sm:p-0 sm:shadow-none sm:ring-0"
            >
              {columns.map((c) => (
                <td key={c.header} role="cell" className={`flex gap-3 py-1 align-middle sm:table-cell sm:px-4 sm:py-3 ${c.className ?? ''}`}>
                  {!c.bare && <span className="w-24 shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-500 sm:hidden">{c.header}</span>}
                  <div className="min-w-0 flex-1">{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
