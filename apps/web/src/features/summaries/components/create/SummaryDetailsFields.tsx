import { useController } from 'react-hook-form';
import type { SchemaForm } from '@/components/ui/form';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { AttachmentsField } from './AttachmentsField';
import { HomeworkField } from './HomeworkField';
import type { SummaryFormOutput, SummaryFormValues } from './summary-form-model';
import type { useUploadList } from './use-upload-list';

interface SummaryDetailsFieldsProps {
  form: SchemaForm<SummaryFormValues, SummaryFormOutput>;
  uploads: ReturnType<typeof useUploadList>;
  onAddFiles: (files: File[]) => void;
}

/** The rich notes, the attachments (uploaded as they are chosen) and the homework. */
export function SummaryDetailsFields({ form, uploads, onAddFiles }: SummaryDetailsFieldsProps) {
  const { errors } = form.formState;
  const notes = useController({ control: form.control, name: 'longDescription' });
  const attachments = useController({ control: form.control, name: 'attachments' });
  const homework = useController({ control: form.control, name: 'homework' });
  return (
    <>
      <RichTextEditor
        label="Notes"
        value={notes.field.value}
        onChange={notes.field.onChange}
        height={280}
        hint="What was covered, and what to practise."
        error={errors.longDescription?.message}
      />
      <AttachmentsField
        inputRef={attachments.field.ref}
        items={uploads.items}
        onAdd={onAddFiles}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
        error={errors.attachments?.message}
      />
      <HomeworkField
        homework={homework.field.value}
        onChange={homework.field.onChange}
        error={errors.homework?.message}
      />
    </>
  );
}
