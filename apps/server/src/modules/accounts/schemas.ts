import { z } from 'zod';

export const userViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});

export const messageReply = z.object({ success: z.literal(true), message: z.string() });

export const sessionReply = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userViewSchema,
});
