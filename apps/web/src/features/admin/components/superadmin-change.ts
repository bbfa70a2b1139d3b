import { messages, type SuperadminChangeRecord } from '@woodshed/shared';
import { formatInstant } from '@/lib/format';

/** "Made superadmin by Jo on Mar 5, 2026" / "Superadmin removed by Jo on …", the date in the viewer's zone. */
export function superadminChangeText(change: SuperadminChangeRecord, timeZone: string): string {
  const date = formatInstant(change.changedAt, timeZone);
  return change.granted
    ? messages.admin.superadminGrantedBy(change.byName, date)
    : messages.admin.superadminRevokedBy(change.byName, date);
}
