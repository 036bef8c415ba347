/** The tutor's overview (issue 16): classes coming up, and how each session books, earns and rates. */
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MSG } from '@domain/messages';
import { formatInstant, relativeTime } from '@domain/session-times';
import type { TutorOverview as Figures } from '@domain/stats';
import { paths } from '@/config/paths';
import { ChartCard, Tile } from './chart-card';
import { BOOKINGS_AXIS, CHART, dollars, LEGEND_STYLE, revenueTooltip, USD_AXIS, WEEK_AXIS_LABEL, weekLabel } from './format';

export function TutorOverview({ figures }: { figures: Figures }) {
  const perSession = figures.perSession.filter((s) => s.bookings > 0).map((s) => ({ ...s, revenue: s.revenueCents / 100 }));
  const ratings = figures.ratings.map((w) => ({ ...w, label: weekLabel(w.week) }));
  const reviews = ratings.reduce((n, w) => n + w.reviews, 0);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Tile label="Pending" value={figures.byStatus.Pending} to={paths.dashboard.mySessions} />
        <Tile label="Accepted" value={figures.byStatus.Accepted} to={paths.dashboard.mySessions} />
        <Tile label="Rejected" value={figures.byStatus.Rejected} to={paths.dashboard.mySessions} />
      </div>
      <section aria-labelledby="upcoming-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="upcoming-heading" className="mb-3 text-base font-bold text-slate-900">
          Classes in the next 14 days
        </h2>
        {figures.upcoming.length === 0 ? (
          <p className="text-sm text-slate-600">{MSG.sessions.noClassesSoon}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {figures.upcoming.map((c) => (
              <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <Link to={paths.dashboard.roster(c.id)} className="font-semibold text-slate-900 hover:underline">
                  {c.title}
                </Link>
                <span className="text-slate-600">
                  {formatInstant(c.isoCS)} ({relativeTime(c.isoCS)}) · {c.booked} booked{c.seatsLeft === null ? '' : `, ${c.seatsLeft} seats left`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ChartCard
        title="Bookings and revenue per session"
        summary={`${perSession.length} of your sessions have bookings: ${perSession.map((s) => `${s.title}, ${s.bookings} booked, ${dollars(s.revenueCents)}`).join('; ')}.`}
        empty={MSG.bookings.noneYet}
        isEmpty={perSession.length === 0}
        table={{
          columns: ['Session', 'Bookings', 'Revenue', 'Rating'],
          rows: figures.perSession.map((s) => [
            s.title,
            s.bookings,
            dollars(s.revenueCents),
            s.average == null ? '—' : `${s.average.toFixed(1)} (${s.reviews})`,
          ]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={perSession} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={CHART.grid} vertical={false} />
            <XAxis dataKey="title" stroke={CHART.axis} fontSize={12} tickFormatter={(t: string) => (t.length > 14 ? `${t.slice(0, 13)}…` : t)} />
            <YAxis {...BOOKINGS_AXIS} />
            <YAxis {...USD_AXIS} />
            <Tooltip formatter={revenueTooltip} />
            <Legend wrapperStyle={LEGEND_STYLE} />
            <Bar yAxisId="n" dataKey="bookings" name="Bookings" fill={CHART.primary} radius={[4, 4, 0, 0]} />
            <Bar yAxisId="usd" dataKey="revenue" name="Revenue" fill={CHART.secondary} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Average rating per week"
        summary={`${reviews} reviews in the last 12 weeks.`}
        empty={MSG.reviews.noneYet}
        isEmpty={reviews === 0}
        table={{ columns: ['Week of', 'Average', 'Reviews'], rows: ratings.map((w) => [w.label, w.average == null ? '—' : w.average.toFixed(1), w.reviews]) }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={ratings} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={CHART.grid} vertical={false} />
            <XAxis dataKey="label" stroke={CHART.axis} fontSize={12} label={WEEK_AXIS_LABEL} />
            <YAxis
              domain={[0, 5]}
              allowDecimals={false}
              stroke={CHART.axis}
              fontSize={12}
              width={36}
              label={{ value: 'Rating', angle: -90, position: 'insideLeft', fill: CHART.axis, fontSize: 12 }}
            />
            <Tooltip />
            <Legend wrapperStyle={LEGEND_STYLE} />
            <Line dataKey="average" name="Average rating" stroke={CHART.primary} strokeWidth={2} connectNulls />
            <Line dataKey="reviews" name="Reviews" stroke={CHART.tertiary} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
