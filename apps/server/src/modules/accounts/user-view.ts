import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The account as the spec's client reads it (both `id` and `_id`). */
export interface UserView {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: 'user' | 'admin';
  avatarUrl: string | null;
  isVerified: boolean;
  createdAt: string;
}

export function toUserView(user: UserRow): UserView {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    avatarUrl: user.avatarUrl,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
