import type { UploadCategory } from '@woodshed/shared';
import { FolderOpen } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { FilePickerDialog } from './FilePickerDialog';

type FileUrlFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (url: string) => void;
  /** Which stored files the picker offers. */
  category: UploadCategory;
  /**
   * Names the picker button, "Choose from files (Thumbnail)"; default: the label without " URL".
   * Kept apart from the label so that the label finds only the input.
   */
  pickerName?: string;
};

const PICKER_TITLES: Record<UploadCategory, string> = {
  image: 'Choose an image',
  document: 'Choose a document',
  audio: 'Choose an audio file',
  video: 'Choose a video',
};

/**
 * A URL input with a "Choose from files" button that opens the File Lookup: picking a file fills in its
 * address (/files/...). Any http(s) link may still be typed.
 */
export function FileUrlField({ value, onChange, category, label, pickerName, disabled, ...rest }: FileUrlFieldProps) {
  const [open, setOpen] = useState(false);
  const pickerLabel = pickerName ?? label.replace(/\s+URL$/i, '');
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        {...rest}
      />
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={`Choose from files (${pickerLabel})`}
      >
        <FolderOpen aria-hidden="true" className="size-4" />
        Choose from files
      </Button>
      <FilePickerDialog
        open={open}
        onOpenChange={setOpen}
        category={category}
        title={PICKER_TITLES[category]}
        onSelect={(file) => {
          onChange(file.url);
          setOpen(false);
        }}
      />
    </div>
  );
}
