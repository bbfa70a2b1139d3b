import { cn } from '@/lib/cn';
import { centsInWords, IN_TUNE_CENTS, tuneState } from './tuner-format';

/** The needle sweeps ±60° for ±50 cents. */
const SWEEP_DEGREES = 60;
const CX = 120;
const CY = 120;
const RADIUS = 100;

function polar(cents: number, radius: number): { x: number; y: number } {
  const angle = ((cents / 50) * SWEEP_DEGREES * Math.PI) / 180;
  return { x: CX + radius * Math.sin(angle), y: CY - radius * Math.cos(angle) };
}

function arc(from: number, to: number, radius: number): string {
  const start = polar(from, radius);
  const end = polar(to, radius);
  return `M ${start.x} ${start.y} A ${radius} ${radius} 0 0 1 ${end.x} ${end.y}`;
}

const TICKS = [-50, -40, -30, -20, -10, 0, 10, 20, 30, 40, 50];

/**
 * The cents needle: −50 (flat) to +50 (sharp), the in-tune zone green. A meter for assistive technology (its value
 * text says "12 cents sharp" or "In tune"); the drawing itself is hidden from it. With reduced motion the needle
 * jumps instead of swinging.
 */
export function CentsMeter({ cents }: { cents: number | null }) {
  const state = cents === null ? null : tuneState(cents);
  const shown = cents === null ? 0 : Math.max(-50, Math.min(50, cents));
  return (
    <div
      role="meter"
      aria-label="Cents off the note"
      aria-valuemin={-50}
      aria-valuemax={50}
      aria-valuenow={Math.round(shown * 10) / 10}
      aria-valuetext={cents === null ? 'No clear note' : centsInWords(cents)}
      className="mx-auto w-full max-w-sm"
    >
      <svg viewBox="0 0 240 140" aria-hidden="true" className="w-full">
        <path d={arc(-50, 50, RADIUS)} fill="none" stroke="currentColor" strokeWidth="10" className="text-stone-200" />
        <path
          d={arc(-IN_TUNE_CENTS, IN_TUNE_CENTS, RADIUS)}
          fill="none"
          stroke="currentColor"
          strokeWidth="10"
          className="text-emerald-500"
        />
        {TICKS.map((tick) => {
          const outer = polar(tick, RADIUS - 8);
          const inner = polar(tick, RADIUS - (tick % 50 === 0 ? 22 : 16));
          return (
            <line
              key={tick}
              x1={outer.x}
              y1={outer.y}
              x2={inner.x}
              y2={inner.y}
              stroke="currentColor"
              strokeWidth={tick === 0 ? 3 : 1.5}
              className="text-stone-500"
            />
          );
        })}
        <text x={polar(-50, RADIUS).x} y={CY + 14} textAnchor="middle" className="fill-stone-600 text-[11px]">
          −50
        </text>
        <text x={CX} y={CY - RADIUS - 8} textAnchor="middle" className="fill-stone-600 text-[11px]">
          0
        </text>
        <text x={polar(50, RADIUS).x} y={CY + 14} textAnchor="middle" className="fill-stone-600 text-[11px]">
          +50
        </text>
        <g
          style={{ transform: `rotate(${(shown / 50) * SWEEP_DEGREES}deg)`, transformOrigin: `${CX}px ${CY}px` }}
          className={cn(
            'motion-safe:transition-transform motion-safe:duration-150 motion-safe:ease-out',
            state === null && 'opacity-30',
          )}
        >
          <line
            x1={CX}
            y1={CY}
            x2={CX}
            y2={CY - RADIUS + 4}
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            className={state === 'in-tune' ? 'text-emerald-700' : 'text-stone-900'}
          />
        </g>
        <circle cx={CX} cy={CY} r="7" className="fill-stone-900" />
      </svg>
    </div>
  );
}
