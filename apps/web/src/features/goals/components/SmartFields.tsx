import { TextAreaField } from '@/components/ui/TextAreaField';
import type { FieldsProps } from './GoalBasicsFields';

const SMART = [
  { name: 'specific', label: 'Specific', hint: 'What exactly do you want to be able to play or do?' },
  {
    name: 'measurable',
    label: 'Measurable',
    hint: 'How will you know you have got there (a tempo, a piece, a count)?',
  },
  { name: 'achievable', label: 'Achievable', hint: 'Why is it realistic with your time and current skills?' },
  { name: 'relevant', label: 'Relevant', hint: 'Why does it matter for your playing right now?' },
] as const;

/** The four SMART texts, each with a one-line hint (the T, time-bound, is the target date). */
export function SmartFields({ form }: FieldsProps) {
  const { values, change, isInvalid } = form;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-base font-semibold text-stone-900">SMART goal</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {SMART.map(({ name, label, hint }) => (
          <TextAreaField
            key={name}
            label={label}
            name={name}
            hint={hint}
            rows={2}
            maxLength={2000}
            value={values[name]}
            onChange={(event) => change({ [name]: event.target.value })}
            invalid={isInvalid(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
