import { TextField } from '@/components/ui/TextField';
import { FileUrlField } from '@/features/storage';
import { orNull, tempoOrNull, type ContentFormConfig, type TypeFieldsProps } from './content-form-model';
import { MusicFields, emptyMusic, musicFromDetails, type MusicValues } from './MusicFields';

interface RepertoireValues extends MusicValues {
  composer: string;
  sheetMusicUrl: string;
  tabUrl: string;
  backingTrackUrl: string;
}

const empty: RepertoireValues = { ...emptyMusic, composer: '', sheetMusicUrl: '', tabUrl: '', backingTrackUrl: '' };

function RepertoireFieldset({ values, onChange, errors }: TypeFieldsProps<RepertoireValues>) {
  return (
    <>
      <MusicFields values={values} onChange={onChange} errors={errors} />
      <TextField
        label="Composer"
        name="details.composer"
        maxLength={120}
        autoComplete="off"
        value={values.composer}
        onChange={(event) => onChange({ composer: event.target.value })}
        error={errors['details.composer']}
      />
      <FileUrlField
        label="Sheet music URL"
        name="details.sheetMusicUrl"
        category="document"
        value={values.sheetMusicUrl}
        onChange={(sheetMusicUrl) => onChange({ sheetMusicUrl })}
        error={errors['details.sheetMusicUrl']}
      />
      <FileUrlField
        label="Tab URL"
        name="details.tabUrl"
        category="document"
        value={values.tabUrl}
        onChange={(tabUrl) => onChange({ tabUrl })}
        error={errors['details.tabUrl']}
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

export const repertoireForm: ContentFormConfig<RepertoireValues> = {
  type: 'repertoire',
  emptyDetails: empty,
  fromItem: (item) =>
    item.contentType === 'repertoire'
      ? {
          ...musicFromDetails(item.details),
          composer: item.details.composer ?? '',
          sheetMusicUrl: item.details.sheetMusicUrl ?? '',
          tabUrl: item.details.tabUrl ?? '',
          backingTrackUrl: item.details.backingTrackUrl ?? '',
        }
      : empty,
  toDetails: (values) => ({
    genre: orNull(values.genre),
    key: orNull(values.key),
    tempo: tempoOrNull(values.tempo),
    composer: orNull(values.composer),
    sheetMusicUrl: values.sheetMusicUrl.trim(),
    tabUrl: values.tabUrl.trim(),
    backingTrackUrl: values.backingTrackUrl.trim(),
  }),
  Fields: RepertoireFieldset,
  requiredNote: 'Title, description and category are required.',
};
