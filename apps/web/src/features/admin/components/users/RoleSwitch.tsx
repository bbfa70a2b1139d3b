import { cn } from '@/lib/cn';

interface RoleSwitchProps {
  /** The accessible name, naming the user: 'Superadmin: Jo Smith'. */
  label: string;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** A Yes/No switch (role="switch"): the state is announced as on/off and shown as Yes or No. */
export function RoleSwitch({ label, checked, busy, onToggle }: RoleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
      className={cn(
        'inline-flex h-8 items-center gap-2 rounded-full border px-1 pr-3 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-60',
        checked ? 'border-amber-800 bg-amber-800 text-white' : 'border-stone-300 bg-white text-stone-700',
      )}
    >
      <span aria-hidden="true" className={cn('size-6 rounded-full shadow-sm', checked ? 'bg-white' : 'bg-stone-300')} />
      <span aria-hidden="true">{checked ? 'Yes' : 'No'}</span>
    </button>
  );
}
