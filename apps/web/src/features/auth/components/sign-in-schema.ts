import { emailSchema, messages } from '@woodshed/shared';
import { z } from 'zod';

/**
 * The sign-in form: the shared e-mail rule and a password that is there. The CAPTCHA's payload rides along;
 * whether it is needed only the server knows (the route checks it once the widget shows).
 */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, messages.auth.passwordRequired),
  captcha: z.string(),
});

export type SignInFormValues = z.input<typeof signInFormSchema>;
