import type { PracticeChart } from '@woodshed/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '@/lib/use-media-query';
import { formatCalendarDate } from '@/lib/format';

// Tailwind's amber-600, stone-200 and stone-600 (SVG attributes take no CSS variables everywhere).
const BAR = '#d97706';
const GRID = '#e7e5e4';
const AXIS = '#57534e';

/**
 * Minutes per day as bars. Drawn only (role="img" with a name is set by the caller): the figures are
 * in the summary and the data table, so the SVG is not a keyboard stop.
 */
export function PracticeBarChart({ chart }: { chart: PracticeChart }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    // A fixed height and full width, so the container never measures 0 × 0 (which Recharts warns about).
    <div aria-hidden="true" className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height: 256 }}>
        <BarChart data={chart.days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => formatCalendarDate(date, 'axis')}
            tick={{ fill: AXIS, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: GRID }}
            minTickGap={16}
            interval="preserveStartEnd"
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: AXIS, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            cursor={{ fill: 'rgba(217, 119, 6, 0.08)' }}
            labelFormatter={(label) => formatCalendarDate(String(label), 'weekday')}
            formatter={(value) => [`${String(value)} min`, 'Practice']}
          />
          <Bar
            dataKey="minutes"
            name="Minutes"
            fill={BAR}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={!reducedMotion}
            animationDuration={400}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
