import type { SessionUser } from '@woodshed/shared';
import { useState, type KeyboardEvent } from 'react';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/use-media-query';
import type { UserMenuDropdown } from './UserMenuDropdown';
import { TRIGGER_CLASSES, TriggerLabel } from './user-menu-trigger';

type DropdownModule = { UserMenuDropdown: typeof UserMenuDropdown };

/** The menu itself brings Radix's menu, popper and focus management (~25 KB compressed): loaded once per visit. */
let loaded: DropdownModule | null = null;
const loadDropdown = () =>
  import('./UserMenuDropdown').then((module) => {
    loaded = module;
    return module;
  });

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The account menu's trigger in the top bar. The menu's code loads when the user goes for it (a pointer over the
 * trigger, focus on it); a press that came first opens the menu as soon as it is there.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [dropdown, setDropdown] = useState<{ module: DropdownModule; focused: boolean } | null>(() =>
    loaded ? { module: loaded, focused: false } : null,
  );
  const [pressed, setPressed] = useState(false);
  const [loading, setLoading] = useState(false);

  const arm = (trigger: HTMLButtonElement) => {
    if (loading) return;
    setLoading(true);
    loadDropdown().then(
      (module) => setDropdown({ module, focused: document.activeElement === trigger }),
      // No connection: the next press tries again.
      () => setLoading(false),
    );
  };
  const press = (trigger: HTMLButtonElement) => {
    setPressed(true);
    arm(trigger);
  };

  if (dropdown) {
    const { UserMenuDropdown: Dropdown } = dropdown.module;
    return <Dropdown user={user} isWide={isWide} defaultOpen={pressed} focusTrigger={dropdown.focused} />;
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASSES}
      onPointerEnter={(event) => arm(event.currentTarget)}
      onFocus={(event) => arm(event.currentTarget)}
      onPointerDown={(event) => press(event.currentTarget)}
      onClick={(event) => press(event.currentTarget)}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        press(event.currentTarget);
      }}
    >
      <TriggerLabel name={user.username || user.email} isWide={isWide} />
    </button>
  );
}
