import { z } from 'zod';
import { MSG } from '../messages';
import { emailField, requiredText } from './common';

export const contactSchema = z.object({
  name: requiredText(MSG.nameRequired, 100),
  email: emailField(MSG.contactEmailInvalid),
  message: requiredText(MSG.contactMessageRequired, 2000),
});
export type ContactInput = z.input<typeof contactSchema>;
