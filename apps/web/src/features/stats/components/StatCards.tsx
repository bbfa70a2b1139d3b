import { formatCount, formatHours, masteryBreakdown, oneDecimal, type StatsResponse } from '@woodshed/shared';
import { useId, type ReactNode } from 'react';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatCalendarDate } from '@/lib/format';

function StatCard({ title, value, detail }: { title: string; value: string; detail?: ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-stone-600">{title}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-stone-600">{detail}</dd>}
    </div>
  );
}

/** The figure cards: Longest Practice Day and First Practice only once there is practice. */
export function StatCards({ stats }: { stats: StatsResponse }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        title="Total Practice"
        value={`${formatHours(stats.totalMinutes)} hours`}
        detail={`${formatCount(stats.sessionCount, { one: 'session', other: 'sessions' })} logged`}
      />
      <StatCard title="Average Daily Practice" value={`${oneDecimal(stats.averageDailyMinutes)} min/day`} />
      {stats.longestDay && (
        <StatCard
          title="Longest Practice Day"
          value={`${formatHours(stats.longestDay.minutes)} hours`}
          detail={formatCalendarDate(stats.longestDay.date, 'weekdayLong')}
        />
      )}
      {stats.firstPracticeDate && (
        <StatCard title="First Practice" value={formatCalendarDate(stats.firstPracticeDate)} />
      )}
    </dl>
  );
}

/** A bar per mastery level over all chords, Not Started first. */
export function MasteryBreakdown({ stats }: { stats: StatsResponse }) {
  const headingId = useId();
  const counts = new Map(stats.chordMastery.byRating.map((row) => [row.rating, row.count]));
  const bars = masteryBreakdown(counts, stats.chordMastery.totalChords);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        Chord Mastery
      </h2>
      <p className="mt-1 text-sm text-stone-600">{stats.chordMastery.totalChords} chords in the library</p>
      <ul className="mt-4 flex flex-col gap-3">
        {bars.map((bar) => (
          <li key={bar.label}>
            <div className="mb-1 flex justify-between gap-3 text-sm">
              <span className="font-medium text-stone-800">{bar.label}</span>
              <span className="text-stone-700 tabular-nums">
                {bar.count} · {oneDecimal(bar.percent)}%
              </span>
            </div>
            <ProgressBar
              value={bar.percent}
              label={`${bar.label} chords`}
              valueText={`${bar.count} of ${stats.chordMastery.totalChords} chords, ${oneDecimal(bar.percent)}%`}
              tone={bar.rating === null ? 'bg-stone-400' : 'bg-amber-600'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
