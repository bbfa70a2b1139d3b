import { TF_ROUND_COUNT } from '@woodshed/shared';
import { formatInteger } from '@/lib/format';

/** The finished rounds' scores, one a line, and their sum. */
export function TriadRoundScores({ scores, headingId }: { scores: readonly number[]; headingId?: string }) {
  if (scores.length === 0) return <p className="text-sm text-stone-600">No round finished yet.</p>;
  const total = scores.reduce((sum, score) => sum + score, 0);
  return (
    <table className="w-full text-sm" aria-labelledby={headingId}>
      <thead className="sr-only">
        <tr>
          <th scope="col">Round</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {scores.map((score, i) => (
          <tr key={i} className="border-b border-stone-100">
            <th scope="row" className="py-1 text-left font-normal text-stone-700">
              Round {i + 1}
            </th>
            <td className="py-1 text-right font-medium text-stone-900 tabular-nums">{formatInteger(score)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 text-left font-semibold text-stone-900">
            {scores.length < TF_ROUND_COUNT ? 'So far' : 'Total'}
          </th>
          <td className="pt-2 text-right font-semibold text-stone-900 tabular-nums">{formatInteger(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
