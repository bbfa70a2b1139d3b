import { z } from 'zod';

/** GET /api/private-lessons: the page's texts and where the scheduling link goes (DESIGN §5.14). */
export const privateLessonsSchema = z.object({
  instructorBio: z.string(),
  /** Paragraphs separated by line breaks. */
  whatToExpect: z.string(),
  /** An https: or mailto: address. */
  schedulingUrl: z.string(),
});
export type PrivateLessons = z.infer<typeof privateLessonsSchema>;
