import { DIFFICULTIES, type Difficulty } from '@woodshed/shared';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import type { CommonValues, FieldErrors } from './content-form-model';

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

interface CommonFieldsProps {
  values: CommonValues;
  onChange: (patch: Partial<CommonValues>) => void;
  errors: FieldErrors;
}

/** Title, Description, Category and Difficulty: the start of every content form. */
export function CommonFields({ values, onChange, errors }: CommonFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        name="title"
        required
        maxLength={200}
        autoComplete="off"
        value={values.title}
        onChange={(event) => onChange({ title: event.target.value })}
        error={errors.title}
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        maxLength={2000}
        rows={3}
        value={values.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={errors.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Category"
          name="category"
          required
          maxLength={80}
          autoComplete="off"
          placeholder="e.g., Technique"
          value={values.category}
          onChange={(event) => onChange({ category: event.target.value })}
          error={errors.category}
        />
        <SelectField
          label="Difficulty"
          name="difficulty"
          options={DIFFICULTY_OPTIONS}
          value={values.difficulty}
          onChange={(event) => onChange({ difficulty: event.target.value as Difficulty })}
          error={errors.difficulty}
        />
      </div>
    </>
  );
}
