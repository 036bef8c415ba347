/** The admin's overview (issue 16): what waits for them, and how bookings, revenue and users move. */
import { Bar, BarChart, CartesianGrid, Legend, Line, ComposedChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MSG } from '@domain/messages';
import type { AdminOverview as Figures, SessionFigure } from '@domain/stats';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChartCard, Tile } from './chart-card';
import { BOOKINGS_AXIS, CHART, dollars, LEGEND_STYLE, revenueTooltip, USD_AXIS, WEEK_AXIS_LABEL, weekLabel } from './format';

function TopList({ title, rows, value }: { title: string; rows: SessionFigure[]; value: (s: SessionFigure) => string }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{MSG.sessions.noneYet}</p>
      ) : (
        <ol className="space-y-2">
          {rows.map((s, i) => (
            <li key={s.id} className="flex items-baseline justify-between gap-3 text-sm">
              <Link to={paths.session(s.id)} className="min-w-0 truncate font-medium text-slate-900 hover:underline">
                {i + 1}. {s.title}
              </Link>
              <span className="shrink-0 text-slate-600">{value(s)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function AdminOverview({ figures }: { figures: Figures }) {
  const weekly = figures.weekly.map((w) => ({ ...w, label: weekLabel(w.week), revenue: w.revenueCents / 100 }));
  const users = figures.newUsers.map((w) => ({ ...w, label: weekLabel(w.week) }));
  const bookings = weekly.reduce((n, w) => n + w.bookings, 0);
  const revenue = weekly.reduce((n, w) => n + w.revenueCents, 0);
  const refunds = weekly.reduce((n, w) => n + w.refunds, 0);
  const joined = users.reduce((n, w) => n + w.Student + w.Tutor + w.Admin, 0);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile label="Pending sessions" value={figures.pendingSessions} to={`${paths.dashboard.allSessions}?status=Pending`} />
        <Tile label="Tutor applications" value={figures.requestedUsers} to={`${paths.dashboard.allUsers}?status=Requested`} />
      </div>
      <ChartCard
        title="Bookings and revenue per week"
        summary={`Over the last 12 weeks: ${bookings} bookings, ${dollars(revenue)} in revenue, ${refunds} refunds.`}
        empty={MSG.bookings.noneYet}
        isEmpty={bookings === 0}
        table={{
          columns: ['Week of', 'Bookings', 'Revenue', 'Refunds'],
          rows: weekly.map((w) => [w.label, w.bookings, dollars(w.revenueCents), `${w.refunds} (${dollars(w.refundedCents)})`]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={weekly} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={CHART.grid} vertical={false} />
            <XAxis dataKey="label" stroke={CHART.axis} fontSize={12} label={WEEK_AXIS_LABEL} />
            <YAxis {...BOOKINGS_AXIS} />
            <YAxis {...USD_AXIS} />
            <Tooltip formatter={revenueTooltip} />
            <Legend wrapperStyle={LEGEND_STYLE} />
            <Bar yAxisId="n" dataKey="bookings" name="Bookings" fill={CHART.primary} radius={[4, 4, 0, 0]} />
            <Bar yAxisId="n" dataKey="refunds" name="Refunds" fill={CHART.tertiary} radius={[4, 4, 0, 0]} />
            <Line yAxisId="usd" dataKey="revenue" name="Revenue" stroke={CHART.secondary} strokeWidth={2} dot={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="New users per week"
        summary={`${joined} people joined in the last 12 weeks.`}
        empty={MSG.users.noNewUsers}
        isEmpty={joined === 0}
        table={{ columns: ['Week of', 'Students', 'Tutors', 'Admins'], rows: users.map((w) => [w.label, w.Student, w.Tutor, w.Admin]) }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={users} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={CHART.grid} vertical={false} />
            <XAxis dataKey="label" stroke={CHART.axis} fontSize={12} label={WEEK_AXIS_LABEL} />
            <YAxis
              allowDecimals={false}
              stroke={CHART.axis}
              fontSize={12}
              width={36}
              label={{ value: 'Users', angle: -90, position: 'insideLeft', fill: CHART.axis, fontSize: 12 }}
            />
            <Tooltip />
            <Legend wrapperStyle={LEGEND_STYLE} />
            <Bar dataKey="Student" name="Students" stackId="u" fill={CHART.primary} />
            <Bar dataKey="Tutor" name="Tutors" stackId="u" fill={CHART.secondary} />
            <Bar dataKey="Admin" name="Admins" stackId="u" fill={CHART.tertiary} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopList title="Top sessions by bookings" rows={figures.topByBookings} value={(s) => `${s.bookings} booked`} />
        <TopList title="Top sessions by rating" rows={figures.topByRating} value={(s) => `${s.average?.toFixed(1)} ★ (${s.reviews})`} />
      </div>
    </div>
  );
}
