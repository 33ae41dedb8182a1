import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

/** One e-mail the shop would have sent, as GET /api/dev/outbox lists it. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** When it was written, as an ISO date-time. */
  time: string;
}

interface OutboxReply {
  success: true;
  messages: OutboxMessage[];
}

export const outboxKey = {
  all: [...ADMIN_QUERY_KEY, 'outbox'] as const,
  list: (to: string) => [...ADMIN_QUERY_KEY, 'outbox', to] as const,
};

/**
 * The mail outbox, newest first; only mail to `to` when it is given (the server matches the
 * whole address, ignoring case). Admins only: it holds everyone's sign-up and reset codes.
 */
export async function fetchOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const query = to ? `?${new URLSearchParams({ to })}` : '';
  const reply = await adminFetch<OutboxReply>(`/api/dev/outbox${query}`, { signal });
  // Newest first: the server's order, made sure of here so the page does not depend on it.
  return [...reply.messages].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
