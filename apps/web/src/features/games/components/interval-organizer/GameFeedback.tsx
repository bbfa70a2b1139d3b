import { messages, type IntervalFeedback } from '@woodshed/shared';
import { Banner } from '@/components/ui/Banner';

const m = messages.games;

function feedbackText(feedback: IntervalFeedback): string {
  switch (feedback.kind) {
    case 'fillAllSlots':
      return m.fillAllSlots;
    case 'incorrect':
      return m.incorrect;
    case 'correct':
      return m.correct(feedback.bonus);
  }
}

/**
 * The answer's result (the retry messages in a red banner). The region stays on the page and each
 * feedback is a new banner, so screen readers hear the same message twice in a row too.
 */
export function GameFeedback({
  feedback,
  count,
  className,
}: {
  feedback: IntervalFeedback | null;
  count: number;
  className?: string;
}) {
  return (
    <div aria-live="polite">
      {feedback && (
        <Banner key={count} tone={feedback.kind === 'correct' ? 'success' : 'error'} className={className}>
          {feedbackText(feedback)}
        </Banner>
      )}
    </div>
  );
}
