import { z } from 'zod';
import { MSG } from '../messages';

/** A basic e-mail shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required, trimmed, lower-cased e-mail with the spec's messages. */
export const emailField = (invalidMessage: string = MSG.emailInvalid) =>
  z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .max(254, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage)
    .transform((email) => email.toLowerCase());

/** A required text field: trimmed, not empty. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
