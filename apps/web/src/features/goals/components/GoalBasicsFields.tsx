import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import type { GoalFormState } from '../form/use-goal-form';

interface FieldsProps {
  form: GoalFormState;
}

/** Title and target date (both required), and the free description. */
export function GoalBasicsFields({ form }: FieldsProps) {
  const { values, change, isInvalid } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <TextField
        label="Title"
        name="title"
        required
        autoFocus
        autoComplete="off"
        maxLength={200}
        value={values.title}
        onChange={(event) => change({ title: event.target.value })}
        invalid={isInvalid('title')}
      />
      <TextField
        label="Target date"
        name="targetDate"
        type="date"
        required
        value={values.targetDate}
        onChange={(event) => change({ targetDate: event.target.value })}
        invalid={isInvalid('targetDate')}
      />
      <TextAreaField
        label="Description"
        name="description"
        className="sm:col-span-2"
        maxLength={2000}
        value={values.description}
        onChange={(event) => change({ description: event.target.value })}
        invalid={isInvalid('description')}
      />
    </div>
  );
}

export type { FieldsProps };
