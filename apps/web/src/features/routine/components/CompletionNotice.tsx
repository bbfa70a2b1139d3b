import { messages } from '@woodshed/shared';

/** The completion notice: what was logged, and the day's XP when this was the first practice today. */
export interface Completion {
  text: string;
  xpAwarded: number;
}

/** The completion notice (role=status), always in the page so each new one is announced; green once it has words. */
export function CompletionNotice({ completion }: { completion: Completion | null }) {
  return (
    <div
      role="status"
      className={
        completion ? 'rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800' : undefined
      }
    >
      {completion && (
        <>
          <p className="font-semibold">{completion.text}</p>
          {completion.xpAwarded > 0 && <p>{messages.practice.dailyXp(completion.xpAwarded)}</p>}
        </>
      )}
    </div>
  );
}
