import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import {
  RECEIVED_TRACKING_STATUSES,
  SHOP_NAME,
  orderLineName,
  writeReviewPath,
} from '@littleloom/shared';
import type { Database } from '../../db/client';
import { liveProduct } from '../../db/live-product';
import { orderItems, orders, productReviews, products, users } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { MailMessage } from '../../platform/mail';
import type { MailQueue } from '../mail';
import { REVIEW_INVITATION_COMPOSER } from './review-invitations';
import type { ReviewUnsubscribeLinks } from './unsubscribe-links';

/** A product of the order the shopper can still review, with the sizes they received. */
export interface ProductToRate {
  productId: string;
  name: string;
  sizes: string[];
}

export interface ReviewInvitation {
  to: string;
  name: string;
  orderNumber: string;
  products: readonly ProductToRate[];
  publicUrl: string;
  unsubscribeUrl: string;
}

/** Where the product page opens its review form, as "Rate this" on the order page does. */
export const reviewFormUrl = (publicUrl: string, productId: string) =>
  `${publicUrl}${writeReviewPath(productId)}`;

/** The invitation's words: plain text, as every mail of the shop. */
export function reviewInvitationMail(invitation: ReviewInvitation): MailMessage {
  const { to, name, orderNumber, products: toRate, publicUrl, unsubscribeUrl } = invitation;
  const one = toRate.length === 1;
  return {
    to,
    subject: `How did you find your ${SHOP_NAME} order ${orderNumber}?`,
    text: [
      `Hello ${name},`,
      '',
      `We hope everything from your order ${orderNumber} has found a happy home. Would you tell other parents how you found ${one ? 'it' : 'them'}? A few stars and a line or two help them choose, and help us make things better.`,
      '',
      ...toRate.flatMap((product) => [
        `  ${product.name} (${product.sizes.join(', ')})`,
        `  Rate it: ${reviewFormUrl(publicUrl, product.productId)}`,
        '',
      ]),
      'It takes a minute, and every review is marked as coming from a buyer. Thank you!',
      '',
      `With love,\nThe ${SHOP_NAME} team`,
      '',
      `Rather not be asked to review what you buy? Stop these mails: ${unsubscribeUrl}`,
    ].join('\n'),
    unsubscribeUrl,
  };
}

export interface ReviewInvitationMailDeps {
  db: Database;
  links: ReviewUnsubscribeLinks;
  publicUrl: string;
}

/**
 * Writes an order's invitation to review when it falls due, from what is true then: nothing for a
 * shopper who stopped invitations or whose account is blocked, and nothing when no delivered item
 * is left to rate (each returned, its product reviewed by them already, or no longer on sale).
 */
export class ReviewInvitationMail {
  constructor(private readonly deps: ReviewInvitationMailDeps) {}

  /** Lets the mail queue write the invitations that fall due. */
  registerWith(mail: Pick<MailQueue, 'registerComposer'>): void {
    mail.registerComposer(REVIEW_INVITATION_COMPOSER, (_recipient, orderId) =>
      this.compose(orderId),
    );
  }

  async compose(orderId: string | null): Promise<MailMessage | undefined> {
    if (orderId === null || !isUuid(orderId)) return undefined;
    const { db, links, publicUrl } = this.deps;
    const [order] = await db
      .select({
        orderNumber: orders.orderNumber,
        userId: users.id,
        email: users.email,
        name: users.name,
        isBlocked: users.isBlocked,
        invitationsOffAt: users.reviewInvitationsOffAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!order || order.isBlocked || order.invitationsOffAt !== null) return undefined;
    const toRate = await this.productsToRate(orderId, order.userId);
    if (toRate.length === 0) return undefined;
    return reviewInvitationMail({
      to: order.email,
      name: order.name,
      orderNumber: order.orderNumber,
      products: toRate,
      publicUrl,
      unsubscribeUrl: links.url(order.userId),
    });
  }

  /** The order's products that reached the shopper, are still theirs, and await their review. */
  private async productsToRate(orderId: string, userId: string): Promise<ProductToRate[]> {
    const { db } = this.deps;
    const reviewed = db
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(
        and(eq(productReviews.productId, orderItems.productId), eq(productReviews.userId, userId)),
      );
    const items = await db
      .select({
        productId: orderItems.productId,
        name: orderItems.name,
        colourName: orderItems.colourName,
        size: orderItems.size,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(
        and(
          eq(orderItems.orderId, orderId),
          inArray(orderItems.trackingStatus, RECEIVED_TRACKING_STATUSES),
          ...liveProduct,
          notExists(reviewed),
        ),
      )
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    const byProduct = new Map<string, ProductToRate>();
    for (const item of items) {
      const product = byProduct.get(item.productId);
      if (!product) {
        byProduct.set(item.productId, {
          productId: item.productId,
          name: orderLineName(item),
          sizes: [item.size],
        });
      } else if (!product.sizes.includes(item.size)) {
        product.sizes.push(item.size);
      }
    }
    return [...byProduct.values()];
  }
}
