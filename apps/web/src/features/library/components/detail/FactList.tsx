import type { Fact } from './types';

/** The item's facts as a description list (label above value), wrapping on narrow screens. */
export function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-4">
      {shown.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 text-sm font-medium break-words text-stone-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
