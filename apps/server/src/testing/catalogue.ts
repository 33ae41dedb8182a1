import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import type { ChannelListener, Listen } from '../db/notifications';

/**
 * A write the catalogue's triggers do not announce (replica mode skips ordinary triggers), standing
 * for a change whose notification never arrived: a reply that still shows the old value afterwards
 * was served from memory.
 */
export async function writeUnannounced(
  db: Database,
  write: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

/**
 * The database's `listen`, with a switch that cuts the subscription as a dropped connection would:
 * the subscriber is told it is no longer listening, notifications are lost, and catching up is
 * refused, until the switch is put back.
 */
export function listenWithOutages(listen: Listen) {
  const subscribers: ChannelListener[] = [];
  let up = true;
  return {
    listen: (async (channel, subscriber) => {
      const inner = await listen(channel, {
        notify: (payload) => {
          if (up) subscriber.notify(payload);
        },
        listening: (state) => subscriber.listening(state && up),
      });
      subscribers.push(subscriber);
      return {
        catchUp: async () => up && (await inner.catchUp()),
        close: () => inner.close(),
      };
    }) satisfies Listen,
    drop(): void {
      up = false;
      for (const subscriber of subscribers) subscriber.listening(false);
    },
    restore(): void {
      up = true;
      for (const subscriber of subscribers) subscriber.listening(true);
    },
  };
}
