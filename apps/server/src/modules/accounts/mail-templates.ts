import { OTP_VALID_MINUTES, SHOP_NAME } from '@littleloom/shared';
import type { MailMessage } from '../../platform/mail';

interface CodeMail {
  to: string;
  name: string;
  code: string;
  publicUrl: string;
}

/** A plain, friendly message carrying a one-time code, with the code first in the subject. */
function codeMail(
  { to, name, code, publicUrl }: CodeMail,
  purpose: string,
  intro: string,
  ignoreNote: string,
): MailMessage {
  return {
    to,
    code,
    subject: `${code} is your ${SHOP_NAME} ${purpose} code`,
    text: [
      `Hello ${name},`,
      '',
      intro,
      '',
      `    ${code}`,
      '',
      `It works for ${OTP_VALID_MINUTES} minutes. ${ignoreNote}`,
      '',
      `With love,\nThe ${SHOP_NAME} team\n${publicUrl}`,
    ].join('\n'),
  };
}

export const registrationCodeMail = (mail: CodeMail) =>
  codeMail(
    mail,
    'verification',
    `Welcome to ${SHOP_NAME}! To finish creating your account, enter this code:`,
    'If you did not sign up, you can ignore this e-mail.',
  );

export const resetCodeMail = (mail: CodeMail) =>
  codeMail(
    mail,
    'password reset',
    'We received a request to reset your password. Enter this code to choose a new one:',
    'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  );
