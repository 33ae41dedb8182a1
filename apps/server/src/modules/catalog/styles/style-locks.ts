import { and, asc, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { products } from '../../../db/schema';

/** What the style rules read of a product, under its row lock. */
export interface StyleMemberRow {
  id: string;
  styleId: string | null;
  colourName: string | null;
  isDeleted: boolean;
}

const memberColumns = {
  id: products.id,
  styleId: products.styleId,
  colourName: products.colourName,
  isDeleted: products.isDeleted,
};

const named = alias(products, 'named');

/** The products with these ids, and every product of their styles. */
function theseAndTheirStyles(tx: Tx, ids: readonly string[]) {
  return or(
    inArray(products.id, [...ids]),
    inArray(
      products.styleId,
      tx
        .select({ styleId: named.styleId })
        .from(named)
        .where(and(inArray(named.id, [...ids]), isNotNull(named.styleId))),
    ),
  );
}

/** The products to lock, when more turned up than were locked. */
class MoreToLock extends Error {
  constructor(readonly ids: string[]) {
    super('more products to lock');
  }
}

/**
 * Locks the products with these ids and every product of their styles, in id order, and reads them
 * as they are under the locks. Every change of a style goes through here, so two changes touching
 * one style wait for each other instead of each seeing the other's half-written style.
 *
 * A product may join one of those styles between the read that finds the members and the lock, so
 * the members are read again under the locks. When a newcomer turns up, the locks are let go (the
 * savepoint is rolled back) and the larger set is locked afresh in one statement: locks are only
 * ever taken in id order, with none held meanwhile, so two changes cannot deadlock. Ids of no
 * product are left out.
 */
export async function lockWithStyles(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, StyleMemberRow>> {
  let wanted = [...new Set(ids)];
  for (;;) {
    try {
      return await tx.transaction(async (attempt) => {
        const locked = await attempt
          .select(memberColumns)
          .from(products)
          .where(theseAndTheirStyles(attempt, wanted))
          .orderBy(asc(products.id))
          .for('update');
        const lockedIds = new Set(locked.map((row) => row.id));
        const now = await attempt
          .select(memberColumns)
          .from(products)
          .where(theseAndTheirStyles(attempt, wanted));
        if (now.some((row) => !lockedIds.has(row.id))) {
          throw new MoreToLock([...new Set([...lockedIds, ...now.map((row) => row.id)])]);
        }
        return new Map(now.map((row) => [row.id, row]));
      });
    } catch (error) {
      if (!(error instanceof MoreToLock)) throw error;
      wanted = error.ids;
    }
  }
}

/** The members of a style among rows read by `lockWithStyles`. */
export function membersOf(
  rows: Map<string, StyleMemberRow>,
  styleId: string | null,
): StyleMemberRow[] {
  if (styleId === null) return [];
  return [...rows.values()].filter((row) => row.styleId === styleId);
}
