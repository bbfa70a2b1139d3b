import { FOCUS_AREAS } from '@woodshed/shared';
import { ChipsField } from '@/components/ui/ChipsField';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { TextField } from '@/components/ui/TextField';
import { orNull, type ContentFormConfig, type TypeFieldsProps } from './content-form-model';

interface ExerciseValues {
  duration: string;
  focusAreas: string[];
  instructions: string;
}

function ExerciseFieldset({ values, onChange, errors }: TypeFieldsProps<ExerciseValues>) {
  return (
    <>
      <TextField
        label="Duration"
        name="details.duration"
        maxLength={40}
        autoComplete="off"
        placeholder="e.g., 10 minutes"
        value={values.duration}
        onChange={(event) => onChange({ duration: event.target.value })}
        error={errors['details.duration']}
        className="sm:max-w-xs"
      />
      <ChipsField
        label="Focus areas"
        itemLabel="focus area"
        values={values.focusAreas}
        onChange={(focusAreas) => onChange({ focusAreas })}
        suggestions={FOCUS_AREAS}
        placeholder="e.g., Technique, Rhythm"
        hint="Separate several with commas; press Enter to add."
        error={errors['details.focusAreas']}
      />
    </>
  );
}

function InstructionsField({ values, onChange, errors }: TypeFieldsProps<ExerciseValues>) {
  return (
    <RichTextEditor
      label="Instructions"
      value={values.instructions}
      onChange={(instructions) => onChange({ instructions })}
      error={errors['details.instructions']}
    />
  );
}

export const exerciseForm: ContentFormConfig<ExerciseValues> = {
  type: 'exercise',
  emptyDetails: { duration: '', focusAreas: [], instructions: '' },
  fromItem: (item) =>
    item.contentType === 'exercise'
      ? {
          duration: item.details.duration ?? '',
          focusAreas: item.details.focusAreas,
          instructions: item.details.instructions,
        }
      : { duration: '', focusAreas: [], instructions: '' },
  toDetails: (values) => ({
    duration: orNull(values.duration),
    focusAreas: values.focusAreas,
    instructions: values.instructions,
  }),
  Fields: ExerciseFieldset,
  Body: InstructionsField,
  requiredNote: 'Title, description and category are required.',
};
