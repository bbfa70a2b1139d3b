import { useId, useMemo, type ComponentProps } from 'react';
import { TextField } from './TextField';

type TimeZoneFieldProps = Omit<ComponentProps<typeof TextField>, 'list' | 'type'> & {
  /** Offered first, in this order; every other zone the browser knows follows. */
  suggestions: readonly string[];
};

/** The suggestions first, then every other IANA zone the browser knows (any IANA zone is valid). */
function timeZoneChoices(suggestions: readonly string[]): string[] {
  const listed = new Set<string>(suggestions);
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    // An old browser: the suggestions are still offered, and any zone can be typed.
  }
  return [...suggestions, ...all.filter((zone) => !listed.has(zone))];
}

/** A searchable time-zone input (profile, event form): type part of a name, pick from the browser's list. */
export function TimeZoneField({ suggestions, ...rest }: TimeZoneFieldProps) {
  const listId = useId();
  const zones = useMemo(() => timeZoneChoices(suggestions), [suggestions]);
  return (
    <div>
      <TextField {...rest} list={listId} autoComplete="off" spellCheck={false} />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </div>
  );
}
