import { OTP_VALID_MINUTES, SHOP_NAME } from '@littleloom/shared';
import type { MailMessage } from '../../platform/mail';

function signOff(publicUrl: string): string {
  return `With love,\nThe ${SHOP_NAME} team\n${publicUrl}`;
}

export function registrationCodeMail(
  to: string,
  name: string,
  code: string,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: `${code} is your ${SHOP_NAME} verification code`,
    text: [
      `Hello ${name},`,
      '',
      `Welcome to ${SHOP_NAME}! To finish creating your account, enter this code:`,
      '',
      `    ${code}`,
      '',
      `It works for ${OTP_VALID_MINUTES} minutes. If you did not sign up, you can ignore this e-mail.`,
      '',
      signOff(publicUrl),
    ].join('\n'),
  };
}

export function resetCodeMail(
  to: string,
  name: string,
  code: string,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: `${code} is your ${SHOP_NAME} password reset code`,
    text: [
      `Hello ${name},`,
      '',
      'We received a request to reset your password. Enter this code to choose a new one:',
      '',
      `    ${code}`,
      '',
      `It works for ${OTP_VALID_MINUTES} minutes. If you did not ask for this, you can ignore this e-mail; your password stays as it is.`,
      '',
      signOff(publicUrl),
    ].join('\n'),
  };
}
