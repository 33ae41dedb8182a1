import { z } from 'zod';

/** A saved address as the replies carry it (Address in packages/shared); orders carry it too. */
export const addressReplySchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  createdAt: z.string(),
});
