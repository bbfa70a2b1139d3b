import { passwordProblem, registerRequestSchema } from '@woodshed/shared';
import { z } from 'zod';

const rules = registerRequestSchema.shape;

/**
 * The sign-up request's shared rules over what the form holds: unticked boxes are `false` and an unsolved
 * CAPTCHA is ''. Every field is checked, so the form can show all its problems at once. The password's
 * length is checked here too; commonness and equality with the e-mail are left to the server.
 */
export const registerFormSchema = z.object({
  email: rules.email,
  password: rules.password.superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  agreeToTerms: z.boolean().pipe(rules.agreeToTerms),
  confirmAge: z.boolean().pipe(rules.confirmAge),
  captcha: rules.captcha,
});

export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;
export type RegisterField = keyof RegisterFormValues;

/** Page order: focus goes to the first of these with a problem. */
export const REGISTER_FIELDS: readonly RegisterField[] = ['email', 'password', 'agreeToTerms', 'confirmAge', 'captcha'];

export const emptyRegisterForm: RegisterFormValues = {
  email: '',
  password: '',
  agreeToTerms: false,
  confirmAge: false,
  captcha: '',
};
