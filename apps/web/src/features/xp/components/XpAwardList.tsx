import type { XpAward } from '@woodshed/shared';
import { cn } from '@/lib/cn';
import { formatInstant } from '@/lib/format';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "+45 XP", "−10 XP" (a true minus sign). */
export function formatSignedXp(amount: number): string {
  return `${amount < 0 ? '\u2212' : '+'}${number.format(Math.abs(amount))} XP`;
}

interface XpAwardListProps {
  awards: XpAward[];
  timeZone: string;
  className?: string;
}

/** One page of awards: date, description, who gave it (manual awards) and the signed amount. */
export function XpAwardList({ awards, timeZone, className }: XpAwardListProps) {
  return (
    <ul
      aria-label="XP awards"
      className={cn('divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm', className)}
    >
      {awards.map((award) => (
        <li key={award.id} className="flex items-start justify-between gap-4 px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <p className="font-medium break-words text-stone-900">{award.description}</p>
            <p className="text-sm text-stone-600">
              <time dateTime={award.awardedAt}>{formatInstant(award.awardedAt, timeZone, { withTime: true })}</time>
              {award.givenBy && <> · Given by {award.givenBy}</>}
            </p>
          </div>
          <p
            className={cn(
              'shrink-0 font-semibold whitespace-nowrap tabular-nums',
              award.amount < 0 ? 'text-red-700' : 'text-green-800',
            )}
          >
            {formatSignedXp(award.amount)}
          </p>
        </li>
      ))}
    </ul>
  );
}
