import { ChipsField } from '@/components/ui/ChipsField';
import { TextField } from '@/components/ui/TextField';
import { FileUrlField } from '@/features/storage';
import { orNull, tempoOrNull, type ContentFormConfig, type TypeFieldsProps } from './content-form-model';
import { MusicFields, emptyMusic, musicFromDetails, type MusicValues } from './MusicFields';

interface JamTrackValues extends MusicValues {
  duration: string;
  chordProgression: string[];
  backingTrackUrl: string;
}

const empty: JamTrackValues = { ...emptyMusic, duration: '', chordProgression: [], backingTrackUrl: '' };

function JamTrackFieldset({ values, onChange, errors }: TypeFieldsProps<JamTrackValues>) {
  return (
    <>
      <MusicFields values={values} onChange={onChange} errors={errors} />
      <TextField
        label="Duration"
        name="details.duration"
        maxLength={40}
        autoComplete="off"
        placeholder="e.g., 4:15"
        value={values.duration}
        onChange={(event) => onChange({ duration: event.target.value })}
        error={errors['details.duration']}
        className="sm:max-w-xs"
      />
      <ChipsField
        label="Chord progression"
        itemLabel="chord"
        values={values.chordProgression}
        onChange={(chordProgression) => onChange({ chordProgression })}
        separator={/[\s,]+/}
        allowDuplicates
        ordered
        placeholder="e.g., Am"
        hint="Type a chord and press Enter or Add; chords stay in the order added. Several can be typed at once, separated by spaces."
        error={errors['details.chordProgression']}
      />
      <FileUrlField
        label="Backing track URL"
        name="details.backingTrackUrl"
        category="audio"
        value={values.backingTrackUrl}
        onChange={(backingTrackUrl) => onChange({ backingTrackUrl })}
        error={errors['details.backingTrackUrl']}
      />
    </>
  );
}

export const jamTrackForm: ContentFormConfig<JamTrackValues> = {
  type: 'jam_track',
  emptyDetails: empty,
  fromItem: (item) =>
    item.contentType === 'jam_track'
      ? {
          ...musicFromDetails(item.details),
          duration: item.details.duration ?? '',
          chordProgression: item.details.chordProgression,
          backingTrackUrl: item.details.backingTrackUrl ?? '',
        }
      : empty,
  toDetails: (values) => ({
    genre: orNull(values.genre),
    key: orNull(values.key),
    tempo: tempoOrNull(values.tempo),
    duration: orNull(values.duration),
    chordProgression: values.chordProgression,
    backingTrackUrl: values.backingTrackUrl.trim(),
  }),
  Fields: JamTrackFieldset,
  requiredNote: 'Title, description and category are required.',
};
