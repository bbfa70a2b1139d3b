function Stat({ title, value, detail }: { title: string; value: string; detail: string | null }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-stone-600">{title}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">{value}</dd>
      {detail && <dd className="mt-0.5 text-xs text-stone-600">{detail}</dd>}
    </div>
  );
}

interface GameStatusProps {
  score: number;
  attempts: number;
  /** The stored high score: null before a first finished game, undefined when not known. */
  highScore: number | null | undefined;
}

/** Score and attempts beside the board (the question counter sits above the question). */
export function GameStatus({ score, attempts, highScore }: GameStatusProps) {
  const best = highScore === undefined ? null : highScore === null ? 'No high score yet' : `High score: ${highScore}`;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:col-start-2 lg:row-start-1 lg:self-start">
      <Stat title="Score" value={String(score)} detail={best} />
      <Stat title="Attempts" value={String(attempts)} detail="wrong answers to this question" />
    </dl>
  );
}
