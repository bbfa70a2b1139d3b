import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/**
 * Password strength (docs/decisions.md, Security and production). The common-password list is injected so this stays pure
 * and the browser does not have to download it (the server holds the list).
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(
  password: string,
  options: { email?: string | undefined; isCommon?: ((candidate: string) => boolean) | undefined } = {},
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.auth.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return messages.auth.passwordTooLong;
  if (options.email && password.trim().toLowerCase() === options.email.trim().toLowerCase()) {
    return messages.auth.passwordEqualsEmail;
  }
  if (options.isCommon?.(password)) return messages.auth.passwordTooCommon;
  return null;
}
