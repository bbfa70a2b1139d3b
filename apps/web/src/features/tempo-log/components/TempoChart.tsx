import type { TempoHistoryResponse } from '@woodshed/shared';
import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDate } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { dayTime, tempoAxes, timeDay } from './tempo-axes';

// Tailwind's amber-700, stone-200 and stone-600 (SVG attributes take no CSS variables everywhere).
const LINE = '#b45309';
const GRID = '#e7e5e4';
const AXIS = '#57534e';

/**
 * The logged tempo over time as a small line. Drawn only (aria-hidden): the caller gives the figures in a text
 * summary and a table, so the SVG is no keyboard stop. Loaded on first use (Recharts stays off the first load).
 */
export function TempoChart({ entries }: { entries: TempoHistoryResponse['entries'] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const axes = useMemo(() => tempoAxes(entries), [entries]);
  const points = useMemo(() => entries.map((entry) => ({ time: dayTime(entry.date), bpm: entry.bpm })), [entries]);
  return (
    <div aria-hidden="true" className="h-40 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height: 160 }}>
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={GRID} />
          {/* A time axis: each point sits at its date, so a week without practice shows as a gap. */}
          <XAxis
            dataKey="time"
            type="number"
            domain={axes.x.domain}
            ticks={axes.x.ticks}
            tickFormatter={(time: number) => formatCalendarDate(timeDay(time), 'axis')}
            tick={{ fill: AXIS, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: GRID }}
            minTickGap={16}
          />
          <YAxis
            domain={axes.y.domain}
            ticks={axes.y.ticks}
            interval={0}
            tick={{ fill: AXIS, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            labelFormatter={(label) => formatCalendarDate(timeDay(Number(label)), 'weekday')}
            formatter={(value) => [`${String(value)} BPM`, 'Clean at']}
          />
          <Line
            type="monotone"
            dataKey="bpm"
            name="BPM"
            stroke={LINE}
            strokeWidth={2}
            dot={{ r: 3, fill: LINE }}
            isAnimationActive={!reducedMotion}
            animationDuration={400}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
