import { Tabs } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import type { FileFilter } from '../api/files';
import { FILE_FILTERS } from '../file-info';

interface FileTypeTabsProps {
  value: FileFilter;
  onValueChange: (value: FileFilter) => void;
  /** The tab list, where focus goes when the row that had it is deleted. */
  tabListRef: Ref<HTMLDivElement>;
  /** The panel of each type. */
  children: (filter: FileFilter) => ReactNode;
}

/** The file types as tabs ('File type': All, Images, …), each with its panel; the list scrolls sideways on a phone. */
export function FileTypeTabs({ value, onValueChange, tabListRef, children }: FileTypeTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as FileFilter)}>
      <Tabs.List
        ref={tabListRef}
        aria-label="File type"
        className="mb-4 flex gap-1 overflow-x-auto rounded-lg border border-stone-200 bg-white p-1 shadow-xs"
      >
        {FILE_FILTERS.map(({ value: filter, label }) => (
          <Tabs.Trigger
            key={filter}
            value={filter}
            className="shrink-0 rounded-md px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 data-[state=active]:bg-amber-800 data-[state=active]:text-white sm:px-3"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FILE_FILTERS.map(({ value: filter }) => (
        <Tabs.Content
          key={filter}
          value={filter}
          className="rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          {children(filter)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
