import { messages, type LoginRequest } from '@woodshed/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { AuthRateLimits } from '../../plugins/rate-limits.ts';
import { signIn, type SignedIn } from './service.ts';

interface Deps {
  db: Db;
  captcha: Captcha;
  authRateLimits: AuthRateLimits;
}

/**
 * 401 with field `captcha`: the sign-in is refused as not authenticated, like a wrong password (nothing in the
 * request is malformed; whether the CAPTCHA is needed depends on earlier failures), and the form knows to show
 * the widget.
 */
const captchaRequired = (message: string) => new AppError('captcha_required', message, 'captcha');

const isWrongCredentials = (error: unknown) => error instanceof AppError && error.code === 'unauthorized';

/**
 * Sign-in with throttling that cannot be aimed at someone else: failures count per IP and per (account, IP);
 * past SIGN_IN_CAPTCHA_AFTER_FAILURES failures on an account, an address that has failed on it must solve the
 * CAPTCHA before its password is checked, while an address with no failures there signs in as usual. An address
 * past its cap of failures on any accounts must solve it too, rather than being refused: everyone behind a shared
 * address (a school's NAT) can still sign in. Unknown e-mails take exactly the same path.
 */
export async function throttledSignIn(
  deps: Deps,
  ip: string,
  { email, password, captcha }: LoginRequest,
): Promise<SignedIn> {
  const attempt = await deps.authRateLimits.beginSignIn(ip, email);
  if (attempt.captchaRequired) {
    if (!captcha) {
      await attempt.abandoned();
      throw captchaRequired(
        attempt.captchaRequired === 'account'
          ? messages.auth.signInCaptchaRequired
          : messages.auth.signInCaptchaRequiredForAddress,
      );
    }
    let solved: boolean;
    try {
      solved = await deps.captcha.verify(captcha);
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
    if (!solved) {
      await attempt.failed();
      throw badRequest(messages.auth.captchaFailed, 'captcha');
    }
  }

  let signedIn: SignedIn;
  try {
    signedIn = await signIn(deps.db, email, password);
  } catch (error) {
    if (!isWrongCredentials(error)) {
      await attempt.abandoned();
      throw error;
    }
    const counted = await attempt.failed();
    // The same words as any failed sign-in; the code and field tell the form to show the CAPTCHA from now on.
    if (counted.captchaRequired) throw captchaRequired(messages.auth.signInFailed);
    throw error;
  }
  await attempt.succeeded();
  return signedIn;
}
