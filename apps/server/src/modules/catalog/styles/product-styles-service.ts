import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  COLOUR_MESSAGES,
  MAX_COLOURS_PER_STYLE,
  PRODUCT_MESSAGES,
  type AdminProduct,
} from '@littleloom/shared';
import type { Database, Tx } from '../../../db/client';
import { products, productSizes } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import { isUuid } from '../../../lib/uuid';
import { lockWithStyles, membersOf, type StyleMemberRow } from './style-locks';

/** What the admin sees of a product, deleted or not. */
export interface AdminProductViews {
  get(id: string): Promise<AdminProduct>;
}

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Refuses the colours of a style when one is missing or two are the same (names compared whatever
 * their case).
 */
function assertColoursFit(colourNames: readonly (string | null)[]): void {
  const seen: string[] = [];
  for (const name of colourNames) {
    if (name === null) throw badRequest(COLOUR_MESSAGES.styleNeedsColours);
    if (seen.some((other) => sameColour(other, name))) {
      throw badRequest(COLOUR_MESSAGES.styleColoursRepeat);
    }
    seen.push(name);
  }
}

async function setStyle(tx: Tx, ids: readonly string[], styleId: string | null): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(products)
    .set({ styleId, updatedAt: new Date() })
    .where(inArray(products.id, [...ids]));
}

/**
 * The products of a style that stay after `leaving` go: a style of one is no style, so its last
 * product stands alone again.
 */
async function dissolveIfAlone(
  tx: Tx,
  rows: Map<string, StyleMemberRow>,
  styleId: string | null,
  leaving: ReadonlySet<string>,
): Promise<void> {
  const staying = membersOf(rows, styleId).filter((row) => !leaving.has(row.id));
  if (staying.length === 1) await setStyle(tx, [staying[0]!.id], null);
}

/**
 * An edit's colour, checked against the product's style under the style's locks (so two edits
 * cannot give two siblings one colour): a product in a style keeps a colour, and no sibling has
 * the same one. Run in the edit's transaction, before it writes.
 */
export async function assertColourFitsStyle(
  tx: Tx,
  productId: string,
  colourName: string | null,
): Promise<void> {
  const rows = await lockWithStyles(tx, [productId.toLowerCase()]);
  const product = rows.get(productId.toLowerCase());
  if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
  const members = membersOf(rows, product.styleId);
  assertColoursFit(members.map((row) => (row.id === product.id ? colourName : row.colourName)));
}

/**
 * Styles: products that differ only in colour, each still a product of its own (sizes, stock,
 * pictures, price), grouped so a shopper sees one product's other colours. Every change runs in
 * one transaction under the row locks of every product it touches (`lockWithStyles`), and checks
 * everything before it writes.
 */
export class ProductStylesService {
  constructor(
    private readonly db: Database,
    private readonly views: AdminProductViews,
  ) {}

  /**
   * The style of `id` becomes exactly `id` and `siblingIds`: the siblings leave the styles they
   * were in, and products of its style not listed stand alone again; any other style left with one
   * product ends. Every member must be a product not deleted, with a colour of its own in the
   * style. No siblings take `id` out of its style, leaving the rest of the style together.
   */
  async setSiblings(id: string, siblingIds: readonly string[]): Promise<AdminProduct> {
    if (!isUuid(id)) throw notFound(PRODUCT_MESSAGES.notFound);
    const productId = id.toLowerCase();
    const siblings = siblingIds.filter((sibling) => sibling !== productId);
    await this.db.transaction(async (tx) => {
      const rows = await lockWithStyles(tx, [productId, ...siblings]);
      const product = rows.get(productId);
      if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
      if (siblings.length === 0) {
        if (product.styleId === null) return;
        await setStyle(tx, [productId], null);
        await dissolveIfAlone(tx, rows, product.styleId, new Set([productId]));
        return;
      }
      const members = [product, ...siblings.map((sibling) => rows.get(sibling))];
      if (members.some((member) => member === undefined || member.isDeleted)) {
        throw badRequest(COLOUR_MESSAGES.styleProductUnknown);
      }
      const listed = members as StyleMemberRow[];
      assertColoursFit(listed.map((member) => member.colourName));

      const styleId = product.styleId ?? randomUUID();
      const memberIds = new Set(listed.map((member) => member.id));
      const formerStyles = new Set(listed.map((member) => member.styleId));
      formerStyles.delete(styleId);
      await setStyle(tx, [...memberIds], styleId);
      const unlisted = membersOf(rows, styleId).filter((row) => !memberIds.has(row.id));
      await setStyle(
        tx,
        unlisted.map((row) => row.id),
        null,
      );
      for (const former of formerStyles) await dissolveIfAlone(tx, rows, former, memberIds);
    });
    return this.views.get(productId);
  }

  /**
   * "Add another colour": a copy of the product in a new colour, in the product's style (a new
   * style of the two when it had none). The copy has the product's name, description, brand,
   * category, prices and the sale's end, HSN code and parcel figures (a colour weighs and packs
   * the same), and its sizes in the same order with no stock; it has no pictures, is neither a
   * bestseller nor featured, and starts with no popularity or rating, since pictures, stock and
   * standing belong to the colour itself.
   */
  async addColour(
    id: string,
    colour: { colourName: string; colourHex: string },
  ): Promise<AdminProduct> {
    if (!isUuid(id)) throw notFound(PRODUCT_MESSAGES.notFound);
    const sourceId = id.toLowerCase();
    const copyId = await this.db.transaction(async (tx) => {
      const rows = await lockWithStyles(tx, [sourceId]);
      const locked = rows.get(sourceId);
      if (!locked || locked.isDeleted) throw notFound(PRODUCT_MESSAGES.notFound);
      if (locked.colourName === null) throw badRequest(COLOUR_MESSAGES.styleNeedsColours);
      const style = locked.styleId === null ? [locked] : membersOf(rows, locked.styleId);
      if (style.length >= MAX_COLOURS_PER_STYLE) throw badRequest(COLOUR_MESSAGES.styleTooLarge);
      assertColoursFit([...style.map((member) => member.colourName), colour.colourName]);

      const styleId = locked.styleId ?? randomUUID();
      if (locked.styleId === null) await setStyle(tx, [sourceId], styleId);
      const [source] = await tx.select().from(products).where(eq(products.id, sourceId));
      const [copy] = await tx
        .insert(products)
        .values({
          name: source!.name,
          description: source!.description,
          brand: source!.brand,
          categoryId: source!.categoryId,
          pricePaise: source!.pricePaise,
          discountPricePaise: source!.discountPricePaise,
          saleEndsAt: source!.saleEndsAt,
          hsnCode: source!.hsnCode,
          weightGrams: source!.weightGrams,
          lengthCm: source!.lengthCm,
          breadthCm: source!.breadthCm,
          heightCm: source!.heightCm,
          colourName: colour.colourName,
          colourHex: colour.colourHex,
          styleId,
        })
        .returning({ id: products.id });
      const sizes = await tx
        .select({ size: productSizes.size, position: productSizes.position })
        .from(productSizes)
        .where(eq(productSizes.productId, sourceId));
      if (sizes.length > 0) {
        await tx
          .insert(productSizes)
          .values(sizes.map((size) => ({ productId: copy!.id, ...size, stock: 0 })));
      }
      return copy!.id;
    });
    return this.views.get(copyId);
  }
}
