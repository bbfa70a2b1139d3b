import { TextField } from '@/components/ui/TextField';
import type { FieldErrors } from './content-form-model';

export interface MusicValues {
  genre: string;
  key: string;
  /** As typed; '' for none. */
  tempo: string;
}

interface MusicFieldsProps {
  values: MusicValues;
  onChange: (patch: Partial<MusicValues>) => void;
  errors: FieldErrors;
}

/** Genre, Key and Tempo: shared by repertoire pieces and jam tracks. */
export function MusicFields({ values, onChange, errors }: MusicFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <TextField
        label="Genre"
        name="details.genre"
        maxLength={80}
        autoComplete="off"
        placeholder="e.g., Blues"
        value={values.genre}
        onChange={(event) => onChange({ genre: event.target.value })}
        error={errors['details.genre']}
      />
      <TextField
        label="Key"
        name="details.key"
        maxLength={40}
        autoComplete="off"
        placeholder="e.g., A minor"
        value={values.key}
        onChange={(event) => onChange({ key: event.target.value })}
        error={errors['details.key']}
      />
      <TextField
        label="Tempo (BPM)"
        name="details.tempo"
        type="number"
        inputMode="numeric"
        min={20}
        max={400}
        step={1}
        placeholder="e.g., 90"
        value={values.tempo}
        onChange={(event) => onChange({ tempo: event.target.value })}
        error={errors['details.tempo']}
      />
    </div>
  );
}

export const emptyMusic: MusicValues = { genre: '', key: '', tempo: '' };

export function musicFromDetails(details: {
  genre: string | null;
  key: string | null;
  tempo: number | null;
}): MusicValues {
  return {
    genre: details.genre ?? '',
    key: details.key ?? '',
    tempo: details.tempo === null ? '' : String(details.tempo),
  };
}
