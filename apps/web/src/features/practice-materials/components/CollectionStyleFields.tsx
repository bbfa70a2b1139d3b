import {
  COLLECTION_COLOR_NAMES,
  COLLECTION_COLORS,
  COLLECTION_ICONS,
  type CollectionColor,
  type CollectionIcon,
} from '@woodshed/shared';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { COLLECTION_ICON_COMPONENTS } from '@/features/collections';
import { cn } from '@/lib/cn';

/** The native radio sits over its whole tile, invisible: a click anywhere picks it, and arrow keys move the choice. */
const overlayInput =
  'peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0 disabled:cursor-not-allowed';
const focusRing =
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700';

interface CollectionStyleFieldsProps {
  icon: CollectionIcon;
  color: CollectionColor;
  onIconChange: (icon: CollectionIcon) => void;
  onColorChange: (color: CollectionColor) => void;
  disabled?: boolean;
}

/** Icon (one of five) and Colour (one of seven) as radio groups; each colour is named for screen readers. */
export function CollectionStyleFields({
  icon,
  color,
  onIconChange,
  onColorChange,
  disabled,
}: CollectionStyleFieldsProps) {
  const name = useId();
  return (
    <>
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-stone-800">Icon</legend>
        <div className="flex flex-wrap gap-2">
          {COLLECTION_ICONS.map((option) => {
            const Icon = COLLECTION_ICON_COMPONENTS[option];
            return (
              <label key={option} className="relative rounded-lg">
                <input
                  type="radio"
                  name={`${name}-icon`}
                  value={option}
                  checked={icon === option}
                  onChange={() => onIconChange(option)}
                  className={overlayInput}
                />
                <span
                  className={cn(
                    'flex w-20 flex-col items-center gap-1 rounded-lg border px-2 py-2 text-xs font-medium transition-colors',
                    'border-stone-300 bg-white text-stone-700 peer-hover:bg-stone-50',
                    'peer-checked:border-amber-700 peer-checked:bg-amber-50 peer-checked:text-amber-950 peer-checked:ring-1 peer-checked:ring-amber-700',
                    focusRing,
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {option}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-stone-800">
          Colour <span className="font-normal text-stone-600">({COLLECTION_COLOR_NAMES[color]})</span>
        </legend>
        <div className="flex flex-wrap gap-2 sm:gap-2.5">
          {COLLECTION_COLORS.map((option) => (
            <label key={option} className="relative rounded-full" title={COLLECTION_COLOR_NAMES[option]}>
              <input
                type="radio"
                name={`${name}-color`}
                value={option}
                checked={color === option}
                onChange={() => onColorChange(option)}
                className={overlayInput}
              />
              <span
                style={{ backgroundColor: option }}
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-white ring-offset-2 transition-transform sm:size-9',
                  'peer-checked:ring-2 peer-checked:ring-stone-900 peer-hover:scale-110 motion-reduce:peer-hover:scale-100',
                  focusRing,
                )}
              >
                {color === option && <Check aria-hidden="true" className="size-5" strokeWidth={3} />}
                <span className="sr-only">{COLLECTION_COLOR_NAMES[option]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
