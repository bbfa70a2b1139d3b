import { useId, useMemo, type ComponentProps } from 'react';
import { TextField } from './TextField';
import { timeZoneChoices } from './time-zone-choices';

type TimeZoneFieldProps = Omit<ComponentProps<typeof TextField>, 'list' | 'type'> & {
  /** Offered first, in this order; every other zone the browser knows follows. */
  suggestions: readonly string[];
};

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
