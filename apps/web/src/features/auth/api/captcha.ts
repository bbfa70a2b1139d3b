/** GET /api/auth/captcha → an ALTCHA challenge. The widget fetches it itself from this URL. */
export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';
