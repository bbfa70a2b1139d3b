import { formatCount } from '@woodshed/shared';
import { formatInstant } from '@/lib/format';

/** '512 B', '14.2 KB', '3.1 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A session's date in the viewer's zone: 'Mar 21, 2026' or, with the time, 'Mar 21, 2026, 6:12 PM'. */
export function formatSessionDate(iso: string, timeZone: string, withTime = false): string {
  return formatInstant(iso, timeZone, { withTime });
}

/** '1 attachment', '3 homework items'. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return formatCount(count, { one: singular, other: plural });
}
