import { Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './Field';

type SearchFieldProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'onKeyDown' | 'className' | 'children'
> & {
  label: string;
  /** Keeps the label for screen readers only (the box's purpose is plain from the page around it). */
  hideLabel?: boolean;
  value: string;
  /** Called with the text as the user types. */
  onChange: (value: string) => void;
  /** Enter never submits a surrounding form (results follow the typing); this runs instead, e.g. to search now. */
  onEnter?: () => void;
  /** Classes of the wrapper (label and box). */
  className?: string | undefined;
};

/** A labelled search box with the magnifier inside: `<input type="search">`, up to 100 characters by default. */
export function SearchField({
  label,
  hideLabel = false,
  value,
  onChange,
  onEnter,
  id,
  maxLength = 100,
  className,
  ...rest
}: SearchFieldProps) {
  const autoId = useId();
  const inputId = id ?? `search-${autoId}`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('text-sm font-medium text-stone-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          autoComplete="off"
          {...rest}
          id={inputId}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onEnter?.();
          }}
          className={controlClasses(false, 'h-10 pl-9')}
        />
      </div>
    </div>
  );
}
