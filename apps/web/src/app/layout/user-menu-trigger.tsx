import { ChevronDown, CircleUser, Menu } from 'lucide-react';

/** The account menu's trigger, the same before the menu's code has loaded (UserMenu) and after (UserMenuDropdown). */
export const TRIGGER_CLASSES =
  'inline-flex h-10 max-w-[7.5rem] items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-xs min-[360px]:max-w-[11rem] sm:max-w-[16rem] hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/** What the trigger reads: the username (or the e-mail while no username is set). */
export function TriggerLabel({ name, isWide }: { name: string; isWide: boolean }) {
  return (
    <>
      {isWide ? (
        <CircleUser aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      ) : (
        <Menu aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
      )}
      <span className="truncate">{name}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
    </>
  );
}
