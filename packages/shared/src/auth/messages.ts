/** This feature's user-visible messages: `messages.auth` of the package's one `messages` object (src/index.ts). */
export const messages = {
  auth: {
    timeZoneInvalid: 'Please choose a valid time zone',
    signInFailed: 'Failed to sign in. Please check your credentials.',
    signUpFailed: 'Failed to create account. Please try again.',
    resetFailed: 'Failed to send password reset email. Please try again.',
    updatePasswordFailed: 'Failed to update password. Please try again.',
    resetEmailSent: 'Check your email for a password reset link.',
    passwordUpdated: 'Password updated successfully. Please sign in with your new password.',
    invalidResetLink: 'Invalid password reset link. Please request a new one.',
    passwordsDoNotMatch: 'Passwords do not match',
    // At least 8 characters (docs/decisions.md), not the spec's 6.
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordTooLong: 'Password must be at most 128 characters long',
    passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
    passwordEqualsEmail: 'Password must not be the same as your email address',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    emailTaken: 'An account with this email already exists. Sign in or reset your password.',
    mustAgreeToTerms: 'You must agree to the Privacy Policy and Terms of Service',
    mustBe13: 'You must be 13 years or older to create an account',
    captchaRequired: 'Please complete the CAPTCHA verification',
    captchaFailed: 'CAPTCHA verification failed. Please try again.',
    signInCaptchaRequired:
      'Too many failed sign-ins for this account. Please complete the CAPTCHA verification and try again.',
    signInCaptchaRequiredForAddress:
      'Too many failed sign-ins from your network. Please complete the CAPTCHA verification and try again.',
    rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
    signedOut: 'You are not signed in.',
  },
} as const;
