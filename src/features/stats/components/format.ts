import { format, parseISO } from 'date-fns';

/** Cents as US dollars with two decimals: "$1,234.50". */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A week's Monday (yyyy-MM-dd) as "8 Dec". */
export const weekLabel = (week: string) => format(parseISO(week), 'd MMM');

/** Axis and grid colours that keep AA contrast on white. */
export const CHART = { axis: '#475569', grid: '#e2e8f0', primary: '#4f46e5', secondary: '#0f766e', tertiary: '#b45309' } as const;

/** The "Week" label under a weekly x axis. */
export const WEEK_AXIS_LABEL = { value: 'Week', position: 'insideBottom', offset: -4, fill: CHART.axis, fontSize: 12 } as const;

/** Room between the x axis's label and the legend, so they never touch. */
export const LEGEND_STYLE = { paddingTop: 16 } as const;

/** The left axis of a bookings chart: whole numbers, labelled. */
export const BOOKINGS_AXIS = {
  yAxisId: 'n',
  allowDecimals: false,
  stroke: CHART.axis,
  fontSize: 12,
  width: 36,
  label: { value: 'Bookings', angle: -90, position: 'insideLeft', fill: CHART.axis, fontSize: 12 },
} as const;

/** The right axis of a revenue series, in whole dollars. */
export const USD_AXIS = { yAxisId: 'usd', orientation: 'right', stroke: CHART.axis, fontSize: 12, width: 48, tickFormatter: (v: number) => `$${v}` } as const;

/** A tooltip line: revenue (charted in dollars) as money, anything else as it is. */
export const revenueTooltip = (v: unknown, name: unknown) => (name === 'Revenue' ? dollars(Number(v) * 100) : (v as number));
