import { cn } from '@/lib/cn';
import { MASTERY_OPTIONS, masteryStyle } from './mastery-styles';

/** The six levels and their colours, in order, on one line where the page is wide enough. */
export function MasteryLegend({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="mastery-legend-heading"
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-stone-200 bg-white px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4',
        className,
      )}
    >
      <h2 id="mastery-legend-heading" className="shrink-0 text-sm font-semibold text-stone-800">
        Mastery levels
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {MASTERY_OPTIONS.map(({ rating, name }) => (
          <li key={rating} className="flex items-center gap-2 text-sm text-stone-700">
            <span aria-hidden="true" className={cn('size-3 rounded-full', masteryStyle(rating).swatch)} />
            <span>
              <span className="font-medium text-stone-900">{rating}</span> {name}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
