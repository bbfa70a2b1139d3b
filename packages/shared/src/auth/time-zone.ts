import { z } from 'zod';
import { messages } from './messages.ts';

const supportedZones: ReadonlySet<string> = (() => {
  try {
    return new Set(Intl.supportedValuesOf('timeZone'));
  } catch {
    return new Set<string>();
  }
})();

/**
 * Any IANA zone the runtime knows: listed by `Intl.supportedValuesOf('timeZone')`, 'UTC', or an
 * alias such as 'Asia/Calcutta' that `Intl.DateTimeFormat` accepts.
 */
export function isTimeZone(value: string): boolean {
  if (value === 'UTC' || supportedZones.has(value)) return true;
  if (value.length === 0 || value.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .max(100, messages.auth.timeZoneInvalid)
  .refine(isTimeZone, { message: messages.auth.timeZoneInvalid });
