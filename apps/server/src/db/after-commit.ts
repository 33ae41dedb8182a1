import type { Database, Tx } from './database';

type Effect = () => void;

/** What each open transaction (or savepoint) has asked to do once the whole of it commits. */
const waiting = new WeakMap<Tx, Effect[]>();

/**
 * Runs `effect` once the transaction `tx` belongs to has committed, and never if it rolls back:
 * for what must follow a change exactly once (counting it), never a change undone or answered
 * again from a stored reply. In a savepoint it waits for the outermost transaction, and is dropped
 * with a savepoint that rolls back. The change is committed when it runs, so it must not throw.
 */
export function afterCommit(tx: Tx, effect: Effect): void {
  const effects = waiting.get(tx);
  if (!effects) {
    throw new Error('afterCommit needs a transaction of a database opened by db/client.ts');
  }
  effects.push(effect);
}

/** Follows a transaction and its savepoints, whose effects join its own when they succeed. */
function follow(tx: Tx, effects: Effect[]): void {
  waiting.set(tx, effects);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async <T>(run: (nested: Tx) => Promise<T>): Promise<T> => {
    const inner: Effect[] = [];
    const result = await savepoint((nested) => {
      follow(nested, inner);
      return run(nested);
    });
    effects.push(...inner);
    return result;
  };
}

/** Makes `db`'s transactions run what `afterCommit` was given once each of them commits. */
export function runningAfterCommit(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const tracked: Database['transaction'] = async (run, config) => {
    const effects: Effect[] = [];
    const result = await transaction((tx) => {
      follow(tx, effects);
      return run(tx);
    }, config);
    for (const effect of effects) effect();
    return result;
  };
  db.transaction = tracked;
  return db;
}
