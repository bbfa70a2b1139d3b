import { formatCount, messages, type FinishGameResponse } from '@woodshed/shared';
import { RotateCcw, Trophy } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/Button';

const m = messages.games;

interface GameCompleteProps {
  score: number;
  wrongAnswers: number;
  /** The server's answer to the final score; null until it comes (or when it could not be saved). */
  result: FinishGameResponse | null;
  headingRef: Ref<HTMLHeadingElement>;
  onPlayAgain: () => void;
}

/** After the fifteenth question: the completion messages, the high score and Play Again. */
export function GameComplete({ score, wrongAnswers, result, headingRef, onPlayAgain }: GameCompleteProps) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3 text-center">
      <Trophy aria-hidden="true" className="size-10 text-amber-700" />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none sm:text-2xl">
        {m.allQuestionsDone}
      </h2>
      <p className="text-lg font-semibold text-stone-800">{m.finalScore(score)}</p>
      <p className="text-sm text-stone-600">
        {wrongAnswers === 0
          ? 'Every answer right the first time.'
          : `${formatCount(wrongAnswers, { one: 'wrong answer', other: 'wrong answers' })} on the way.`}
      </p>
      <p role="status" className="min-h-6 text-sm font-semibold text-amber-900">
        {result && (result.newHighScore ? 'New high score!' : `Your high score: ${result.highScore}`)}
      </p>
      <Button size="lg" onClick={onPlayAgain}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Play Again
      </Button>
    </div>
  );
}
