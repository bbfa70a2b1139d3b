import { practiceDurationSchema } from '@woodshed/shared';
import { z } from 'zod';

/**
 * The quick log's values: the minutes as typed (blank is "required", as in the practice form) and the chosen focus
 * area's id or ''. Its own module, loaded on the form's first use (QuickLogCard), so the dashboard's first screen
 * does not wait for zod.
 */
export const quickLogSchema = z.object({
  duration: z
    .string()
    .transform((text) => (text.trim() ? Number(text) : undefined))
    .pipe(practiceDurationSchema),
  focusAreaId: z.string(),
});

export type QuickLogValues = z.output<typeof quickLogSchema>;
