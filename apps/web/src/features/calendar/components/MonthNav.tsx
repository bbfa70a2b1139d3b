import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';

interface MonthNavProps {
  /** 'March 2026', announced when it changes. */
  heading: string;
  headingId: string;
  loading: boolean;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}

/** The month's heading with Previous month, Today and Next month. */
export function MonthNav({ heading, headingId, loading, onPrevious, onToday, onNext }: MonthNavProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} aria-live="polite" className="text-xl font-semibold text-stone-900">
        {heading}
      </h2>
      <div className="flex items-center gap-2">
        {loading && <Spinner size="sm" label="Loading events…" />}
        <Button variant="secondary" size="sm" aria-label="Previous month" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <Button variant="secondary" size="sm" aria-label="Next month" onClick={onNext}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
