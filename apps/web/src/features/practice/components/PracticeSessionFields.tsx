import { earliestPracticeDate, localDateOf, MAX_PRACTICE_MINUTES } from '@woodshed/shared';
import type { RefObject } from 'react';
import { useController } from 'react-hook-form';
import type { SchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useFocusAreas } from '../api/focus-areas';
import { CustomFocusAreas } from './CustomFocusAreas';
import { FocusAreaChoices } from './FocusAreaChoices';
import { MAX_NOTES_LENGTH, type LogFormOutput, type LogFormValues } from './log-form-model';

interface PracticeSessionFieldsProps {
  form: SchemaForm<LogFormValues, LogFormOutput>;
  timeZone: string;
  /** The date input, which takes focus when the form starts over. */
  dateRef: RefObject<HTMLInputElement | null>;
  /** While saving: nothing can be typed that the saved form's reset would throw away. */
  disabled: boolean;
}

/** Date, duration, focus areas (listed and custom) and notes, registered in page order (the focus order of errors). */
export function PracticeSessionFields({ form, timeZone, dateRef, disabled }: PracticeSessionFieldsProps) {
  const { errors } = form.formState;
  const today = localDateOf(new Date(), timeZone);
  const dateField = form.register('date');
  const durationField = form.register('duration');
  const focusAreaIds = useController({ control: form.control, name: 'focusAreaIds' });
  const customRows = useController({ control: form.control, name: 'customRows' });
  const focusAreas = useFocusAreas();
  const rows = customRows.field.value;

  return (
    <>
      <div className="grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2">
        <TextField
          {...dateField}
          ref={(element) => {
            dateField.ref(element);
            dateRef.current = element;
          }}
          label="Date"
          type="date"
          required
          max={today}
          min={earliestPracticeDate(today)}
          error={errors.date?.message}
          disabled={disabled}
        />
        <TextField
          {...durationField}
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={MAX_PRACTICE_MINUTES}
          step={1}
          error={errors.duration?.message}
          disabled={disabled}
        />
      </div>
      <FocusAreaChoices
        areas={focusAreas.data}
        isPending={focusAreas.isPending}
        isError={focusAreas.isError}
        onRetry={() => void focusAreas.refetch()}
        selected={focusAreaIds.field.value}
        onChange={focusAreaIds.field.onChange}
        error={errors.focusAreaIds?.message}
        disabled={disabled}
      />
      <div
        // The rows are one controlled value: a refused row is found by its mark when the form focuses an error.
        ref={(element) =>
          customRows.field.ref(
            element && { focus: () => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus() },
          )
        }
      >
        <CustomFocusAreas
          rows={rows}
          onChange={(next) => {
            customRows.field.onChange(next);
            // Errors belong to positions; after an add or a removal they would sit on the wrong row.
            form.clearErrors('customRows');
          }}
          errors={rows.map((_, index) => errors.customRows?.[index]?.value?.message)}
          disabled={disabled}
        />
      </div>
      <TextAreaField
        {...form.register('notes')}
        label="Notes"
        hint="Optional"
        rows={3}
        maxLength={MAX_NOTES_LENGTH}
        error={errors.notes?.message}
        disabled={disabled}
      />
    </>
  );
}
