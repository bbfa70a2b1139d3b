import { Tabs } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedTabsProps<T extends string> {
  /** Names the tab list, e.g. 'Session status'. */
  label: string;
  value: T;
  options: ReadonlyArray<TabOption<T>>;
  onValueChange: (value: T) => void;
  /** Shown beside the tabs on wide screens (a filter, for instance). */
  aside?: ReactNode;
  /** The panel of the selected tab (role="tabpanel"). */
  children: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
  panelClassName?: string;
}

/** A segmented control built on Radix Tabs: arrow keys move between the options, the panel follows. */
export function SegmentedTabs<T extends string>({
  label,
  value,
  options,
  onValueChange,
  aside,
  children,
  panelRef,
  panelClassName,
}: SegmentedTabsProps<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Tabs.List aria-label={label} className="inline-flex gap-1 rounded-lg border border-stone-200 bg-stone-100 p-1">
          {options.map((option) => (
            <Tabs.Trigger
              key={option.value}
              value={option.value}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-stone-700 transition-colors hover:bg-white hover:text-stone-900',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
                'data-[state=active]:bg-amber-800 data-[state=active]:text-white data-[state=active]:shadow-sm',
              )}
            >
              {option.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {aside}
      </div>
      <Tabs.Content
        ref={panelRef}
        value={value}
        className={cn(
          'rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          panelClassName,
        )}
      >
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
