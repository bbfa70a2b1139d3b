import {
  IO_POINTS_PER_ANSWER,
  IO_QUESTION_COUNT,
  IO_SPEED_BONUS_LIMIT_SECONDS,
  IO_SPEED_BONUS_PER_SECOND,
} from '@woodshed/shared';
import { useId } from 'react';
import { Card } from '@/components/ui/Card';

/** The rules and controls, in a few lines. */
export function HowToPlay() {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-5 lg:col-start-2 lg:row-start-2 lg:self-start" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="text-base font-semibold text-stone-900">
        How to play
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-stone-700">
        <li>
          Fill the six open slots with D E F G A B so that each note is the asked interval above the one before it, from
          C round to C. Count letter names: a third above C is E (C, D, E).
        </li>
        <li>
          Drag a note onto a slot, or tap a note and then a slot. A note placed on another swaps with it. Keyboard:
          Enter picks up and places, the arrow keys move between slots and notes, Escape puts a note down, Delete sends
          a placed note back.
        </li>
        <li>
          {`${IO_POINTS_PER_ANSWER} points a correct answer; right the first time, a speed bonus of ${IO_SPEED_BONUS_PER_SECOND} points for every second under ${IO_SPEED_BONUS_LIMIT_SECONDS}. ${IO_QUESTION_COUNT} questions a game.`}
        </li>
      </ul>
    </Card>
  );
}
