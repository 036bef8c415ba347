/**
 * One chart of the overview (issue 16): a heading, a summary for screen readers, and "Show as table"
 * for anyone who would rather read the numbers. With nothing to show it says so instead of drawing
 * an empty axis.
 */
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';

export interface TableView {
  columns: string[];
  rows: (string | number)[][];
}

export function ChartCard({
  title,
  summary,
  empty,
  isEmpty,
  table,
  children,
}: {
  title: string;
  summary: string;
  empty: string;
  isEmpty: boolean;
  table: TableView;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-bold text-slate-900">
          {title}
        </h2>
        {!isEmpty && (
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
        )}
      </div>
      <p id={`${id}-summary`} className="sr-only">
        {summary}
      </p>
      {isEmpty ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm font-medium text-slate-600">{empty}</p>
      ) : asTable ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className="px-2 py-1.5 text-slate-800">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="h-60 w-full">
          {children}
        </figure>
      )}
    </section>
  );
}

/** A number that needs acting on or knowing, linking where to act. */
export function Tile({ label, value, to, children }: { label: string; value: ReactNode; to?: string; children?: ReactNode }) {
  const body = (
    <>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-extrabold text-slate-900">{value}</p>
      {children}
    </>
  );
  const cls = 'block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
  return to ? (
    <Link to={to} className={`${cls} hover:ring-brand-400`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}
