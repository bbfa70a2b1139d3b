import { emailSchema } from '@woodshed/shared';

/** The same e-mail rule as the server's; returns the message to show, or null. */
export function emailProblem(email: string): string | null {
  const result = emailSchema.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
