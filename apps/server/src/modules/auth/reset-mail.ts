import { RESET_TOKEN_TTL_MINUTES } from '@woodshed/shared';
import { renderMail, type RenderedMail } from '../../lib/mail-template.ts';

/** The password reset e-mail, from the mail template; the school's name heads its HTML part. */
export function passwordResetMail(link: string, schoolName: string | null): RenderedMail {
  return renderMail(
    {
      subject: 'Reset your Woodshed password',
      lead: ['Someone asked to reset the password of your Woodshed account.'],
      action: {
        prompt: `Choose a new password here (the link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes):`,
        label: 'Choose a new password',
        url: link,
      },
      notes: ['If it was not you, ignore this message; your password stays as it is.'],
    },
    { schoolName },
  );
}
