import { z } from '../zod';
import { MSG } from '../messages';
import { emailField, requiredText } from './common';

export const contactSchema = z.object({
  name: requiredText(MSG.nameRequired, 100, 'Name'),
  email: emailField(MSG.contactEmailInvalid),
  message: requiredText(MSG.contactMessageRequired, 2000, 'Message'),
});
export type ContactInput = z.input<typeof contactSchema>;
