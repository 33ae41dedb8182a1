import type { FastifyReply } from 'fastify';

/** Adds a request header to Vary, keeping what other hooks (compression) put there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' ? current.split(',').map((f) => f.trim()) : [];
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields.filter(Boolean), field].join(', '));
}
