import type { StoredFile } from '@woodshed/shared';
import { Banner } from '@/components/ui/Banner';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '../file-info';
import { CopyUrlButton } from './CopyUrlButton';

interface UploadResultProps {
  file: StoredFile;
  onCopyFailed: (message: string) => void;
}

/** After an upload: the file's name and address, a copy button and the way to the file manager. */
export function UploadResult({ file, onCopyFailed }: UploadResultProps) {
  return (
    <Banner tone="success" title="File uploaded">
      <p className="break-all">{file.name}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded bg-white/70 px-2 py-1.5 font-mono text-xs break-all text-stone-900">
          {absoluteUrl(file.url)}
        </code>
        <CopyUrlButton url={file.url} onError={onCopyFailed} />
      </div>
      <p className="mt-2">
        <TextLink to={paths.adminFiles}>Go to Manage Files</TextLink>
      </p>
    </Banner>
  );
}
