import { z } from '../zod';
import { MSG } from '../messages';
import { controlCharacterMessage, isPlainText } from './text';

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
    .refine(isPlainText, invalidMessage)
    .transform((email) => email.toLowerCase());

/** A required text field: trimmed, not empty, no control characters. */
export const requiredText = (message: string, max = 200, label = 'Text') =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(isPlainText, controlCharacterMessage(label));

/**
 * Form fields that carry JSON (a list of sizes, the images to keep) arrive as text in multipart
 * bodies: parse them for the schema that follows, leaving text that is not JSON for it to refuse.
 */
export const parseJsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};
