import { TextField } from '@/components/ui/TextField';
import { FileUrlField } from '@/features/storage';
import { orNull, type ContentFormConfig, type TypeFieldsProps } from './content-form-model';

interface VideoValues {
  instructor: string;
  duration: string;
  videoUrl: string;
}

function VideoFieldset({ values, onChange, errors }: TypeFieldsProps<VideoValues>) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Instructor"
          name="details.instructor"
          maxLength={120}
          autoComplete="off"
          value={values.instructor}
          onChange={(event) => onChange({ instructor: event.target.value })}
          error={errors['details.instructor']}
        />
        <TextField
          label="Duration"
          name="details.duration"
          maxLength={40}
          autoComplete="off"
          placeholder="e.g., 12:30"
          value={values.duration}
          onChange={(event) => onChange({ duration: event.target.value })}
          error={errors['details.duration']}
        />
      </div>
      <FileUrlField
        label="Video URL"
        name="details.videoUrl"
        category="video"
        required
        placeholder="https://… or /files/videos/…"
        hint="An uploaded video, or a YouTube, Vimeo or other https:// link."
        value={values.videoUrl}
        onChange={(videoUrl) => onChange({ videoUrl })}
        error={errors['details.videoUrl']}
      />
    </>
  );
}

export const videoForm: ContentFormConfig<VideoValues> = {
  type: 'video',
  emptyDetails: { instructor: '', duration: '', videoUrl: '' },
  fromItem: (item) =>
    item.contentType === 'video'
      ? {
          instructor: item.details.instructor ?? '',
          duration: item.details.duration ?? '',
          videoUrl: item.details.videoUrl,
        }
      : { instructor: '', duration: '', videoUrl: '' },
  toDetails: (values) => ({
    instructor: orNull(values.instructor),
    duration: orNull(values.duration),
    videoUrl: values.videoUrl.trim(),
  }),
  Fields: VideoFieldset,
  requiredNote: 'Title, description, category and video URL are required.',
};
