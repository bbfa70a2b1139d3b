import { COPY_CONFIRMATION_MS, messages } from '@woodshed/shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { absoluteUrl } from '../file-info';
import { copyText } from './clipboard';

interface CopyUrlButtonProps {
  url: string;
  /** Who the URL belongs to, for the accessible name ("Copy URL for riff.mp3"). */
  fileName?: string;
  onError: (message: string) => void;
  onCopied?: () => void;
  size?: 'sm' | 'md';
}

/** Copies the file's absolute URL; shows a check mark and "Copied" for 2 seconds. */
export function CopyUrlButton({ url, fileName, onError, onCopied, size = 'sm' }: CopyUrlButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(absoluteUrl(url));
      setCopied(true);
      onCopied?.();
    } catch {
      onError(messages.storage.copyFailed);
    }
  };

  const suffix = fileName ? ` for ${fileName}` : '';
  return (
    <Button
      variant="secondary"
      size={size}
      onClick={() => void copy()}
      aria-label={copied ? `Copied URL${suffix}` : `Copy URL${suffix}`}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-green-700" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? 'Copied' : 'Copy URL'}
    </Button>
  );
}
