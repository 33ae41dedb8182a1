import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { idempotentReplies } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface StoredReply<T> {
  statusCode: number;
  reply: T;
  /** True when this is the first call's reply, answered again to a repeat. */
  replayed?: boolean;
}

/**
 * Makes a call safe to repeat with an Idempotency-Key. The key is claimed inside the call's own
 * transaction: a repeat arriving meanwhile waits on the claim, then reads the first reply; if the
 * first call failed, its claim rolled back with everything else and the repeat runs afresh.
 */
export async function once<T>(
  tx: Tx,
  claim: { userId: string; scope: string; key: string | undefined; request: unknown },
  reusedMessage: string,
  run: () => Promise<StoredReply<T>>,
): Promise<StoredReply<T>> {
  if (claim.key === undefined) return run();
  const where = and(
    eq(idempotentReplies.userId, claim.userId),
    eq(idempotentReplies.scope, claim.scope),
    eq(idempotentReplies.key, claim.key),
  );
  const requestHash = createHash('sha256').update(JSON.stringify(claim.request)).digest('hex');
  const claimed = await tx
    .insert(idempotentReplies)
    .values({
      userId: claim.userId,
      scope: claim.scope,
      key: claim.key,
      requestHash,
      statusCode: 0,
      reply: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotentReplies.key });
  if (claimed.length === 0) {
    const [first] = await tx.select().from(idempotentReplies).where(where);
    if (!first || first.requestHash !== requestHash) throw new AppError(422, reusedMessage);
    return { statusCode: first.statusCode, reply: first.reply as T, replayed: true };
  }
  const result = await run();
  await tx
    .update(idempotentReplies)
    .set({ statusCode: result.statusCode, reply: result.reply as object })
    .where(where);
  return result;
}
