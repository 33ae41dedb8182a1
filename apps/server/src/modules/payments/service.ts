import { and, desc, eq } from 'drizzle-orm';
import {
  CURRENCY,
  PAYMENT_MESSAGES,
  SHOP_NAME,
  WALLET_TOP_UP_DESCRIPTION,
  formatRupees,
  toRupees,
  type GatewayOrderFields,
} from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { gatewayPayments, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { PaymentGateway } from '../../platform/payments';
import type { MailQueue } from '../mail/queue';
import type { OrderAftercare } from '../orders/aftercare';
import type { OrderPaymentState, OrderRow } from '../orders/payment-state';
import type { WalletService } from '../wallet/service';

type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
type GatewayPurpose = GatewayPaymentRow['purpose'];

/** A signed payment as the provider's dialog hands it back. */
export interface SignedPayment {
  gatewayOrderId: string;
  paymentId: string;
  signature: string;
}

/** A gateway order to create: its purpose, owner and amount, and the receipt the provider keeps. */
interface NewGatewayOrder {
  purpose: GatewayPurpose;
  userId: string;
  orderId?: string;
  amountPaise: number;
  receipt: string;
}

/** What the browser opens the payment dialog with. */
export type CheckoutHandle = GatewayOrderFields;

export interface PaymentServiceDeps {
  db: Database;
  gateway: PaymentGateway;
  orders: OrderPaymentState;
  /** Gives back the value of items cancelled while the payment was on its way. */
  aftercare: Pick<OrderAftercare, 'refundCancelledAfterPayment'>;
  wallet: WalletService;
  mail: MailQueue;
  now: () => Date;
  paymentWindowMinutes: number;
  publicUrl: string;
}

/**
 * Card payments of orders and of wallet top-ups. A gateway order is stored for every attempt; a
 * payment is applied once, by whichever of verify and webhook comes first, and only for the amount
 * of the gateway order we stored.
 */
export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  /** A gateway order for the order's total: the one still open, else a new one. */
  async startOrderPayment(order: {
    id: string;
    userId: string;
    orderNumber: string;
    finalPricePaise: number;
  }): Promise<CheckoutHandle> {
    const [open] = await this.deps.db
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.orderId, order.id), eq(gatewayPayments.status, 'created')))
      .orderBy(desc(gatewayPayments.createdAt))
      .limit(1);
    if (open) return this.handle(open);
    return this.handle(await this.newGatewayOrder(this.orderPayment(order)));
  }

  /**
   * A gateway order for money the shopper adds to their wallet. The wallet is credited with this
   * amount when the payment is applied, whatever a later request says.
   */
  async startWalletTopUp(userId: string, amountPaise: number): Promise<CheckoutHandle> {
    const receipt = `topup-${this.deps.now().getTime().toString(36)}`;
    return this.handle(
      await this.newGatewayOrder({ purpose: 'wallet_topup', userId, amountPaise, receipt }),
    );
  }

  /** Applies a signed payment of the caller's card order; answers the order as it now is. */
  async verify(userId: string, payment: SignedPayment) {
    return this.orderView(await this.applySigned(userId, 'order', payment));
  }

  /** Applies a signed payment of the caller's wallet top-up; answers the balance in paise. */
  async verifyWalletTopUp(userId: string, payment: SignedPayment): Promise<number> {
    await this.applySigned(userId, 'wallet_topup', payment);
    return this.deps.wallet.balancePaise(this.deps.db, userId);
  }

  /**
   * The one check of a payment the browser reports: the caller's own gateway order for that
   * purpose (another's is "not found"), signed by the provider over the order id we stored, then
   * applied once.
   */
  private async applySigned(
    userId: string,
    purpose: GatewayPurpose,
    payment: SignedPayment,
  ): Promise<GatewayPaymentRow> {
    const row = await this.ownGatewayOrder(userId, payment.gatewayOrderId, purpose);
    if (
      !this.deps.gateway.isPaymentSignatureValid(
        row.gatewayOrderId,
        payment.paymentId,
        payment.signature,
      )
    ) {
      throw badRequest(PAYMENT_MESSAGES.verificationFailed);
    }
    await this.applyCapture(row.gatewayOrderId, payment.paymentId);
    return row;
  }

  /** The shopper closed the dialog or the payment failed: the order waits as Failed for a retry. */
  async recordFailure(userId: string, gatewayOrderId: string, reason: string | undefined) {
    const row = await this.ownGatewayOrder(userId, gatewayOrderId);
    await this.deps.db.transaction((tx) => this.failIn(tx, row.gatewayOrderId, reason));
    return this.orderView(row);
  }

  /** A gateway order that will not be paid: failed, unless a payment was applied already. */
  async failIn(tx: Tx, gatewayOrderId: string, reason: string | undefined): Promise<void> {
    const [locked] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayOrderId, gatewayOrderId))
      .for('update');
    if (locked?.status !== 'created') return;
    await tx
      .update(gatewayPayments)
      .set({ status: 'failed', failureReason: reason ?? 'closed', updatedAt: new Date() })
      .where(eq(gatewayPayments.id, locked.id));
    if (locked.orderId) await this.deps.orders.markFailed(tx, locked.orderId);
  }

  /** A new gateway order for an order whose payment failed, with a fresh payment window. */
  async retry(userId: string, orderId: string) {
    if (!isUuid(orderId)) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    const order = await this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.orders.lockOwn(tx, userId, orderId);
      if (!locked) throw notFound(PAYMENT_MESSAGES.orderNotFound);
      if (locked.paymentMethod !== 'razorpay') throw badRequest(PAYMENT_MESSAGES.notCardOrder);
      if (locked.paymentStatus !== 'Failed') throw conflict(PAYMENT_MESSAGES.retryNotAllowed);
      if (await this.deps.orders.isCancelled(tx, locked.id)) {
        throw conflict(PAYMENT_MESSAGES.retryExpired);
      }
      const dueAt = new Date(this.deps.now().getTime() + this.deps.paymentWindowMinutes * 60_000);
      await this.deps.orders.markRetrying(tx, locked.id, dueAt);
      return locked;
    });
    const handle = this.handle(await this.newGatewayOrder(this.orderPayment(order)));
    const fresh = await this.deps.orders.find(this.deps.db, order.id);
    return { order: await this.deps.orders.view(this.deps.db, fresh ?? order), handle };
  }

  /**
   * Applies a captured payment of a gateway order, once: a repeat (verify twice, verify and
   * webhook) changes nothing. An order's payment marks it paid (or, for an order already
   * cancelled, goes to the shopper's wallet rather than being lost); a top-up's credits the wallet
   * with the gateway order's stored amount.
   */
  applyCapture(
    gatewayOrderId: string,
    paymentId: string,
  ): Promise<'applied' | 'repeat' | 'unknown'> {
    return this.deps.db.transaction((tx) => this.captureIn(tx, gatewayOrderId, paymentId));
  }

  /** `applyCapture` inside the caller's transaction (a webhook records its event in the same one). */
  async captureIn(
    tx: Tx,
    gatewayOrderId: string,
    paymentId: string,
  ): Promise<'applied' | 'repeat' | 'unknown'> {
    const [row] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayOrderId, gatewayOrderId))
      .for('update');
    if (!row) return 'unknown';
    if (row.status === 'paid') return 'repeat';
    try {
      await tx
        .update(gatewayPayments)
        .set({ status: 'paid', gatewayPaymentId: paymentId, updatedAt: new Date() })
        .where(eq(gatewayPayments.id, row.id));
    } catch (error) {
      // The payment id already paid another gateway order: it is not this order's payment.
      if (isUniqueViolation(error)) throw badRequest(PAYMENT_MESSAGES.verificationFailed);
      throw error;
    }
    switch (row.purpose) {
      case 'order':
        if (row.orderId) await this.settleOrder(tx, row, row.orderId);
        break;
      case 'wallet_topup':
        await this.deps.wallet.credit(tx, row.userId, {
          amountPaise: row.amountPaise,
          description: WALLET_TOP_UP_DESCRIPTION,
          gatewayPaymentId: row.id,
        });
        break;
    }
    return 'applied';
  }

  private async settleOrder(tx: Tx, payment: GatewayPaymentRow, orderId: string): Promise<void> {
    const order = await this.deps.orders.lock(tx, orderId);
    if (!order || order.paymentStatus === 'Paid' || order.paymentStatus === 'Refunded') return;
    if (await this.deps.orders.isCancelled(tx, orderId)) {
      await this.deps.wallet.credit(tx, order.userId, {
        amountPaise: payment.amountPaise,
        description: `Refund: payment for cancelled order ${order.orderNumber}`,
        orderId,
        gatewayPaymentId: payment.id,
      });
      await this.deps.orders.markRefunded(tx, orderId);
      return;
    }
    await this.deps.orders.markPaid(tx, orderId);
    await this.deps.aftercare.refundCancelledAfterPayment(tx, orderId);
    await this.mailPaymentReceived(tx, order, payment.amountPaise);
  }

  private async mailPaymentReceived(tx: Tx, order: OrderRow, amountPaise: number) {
    const [customer] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, order.userId));
    if (!customer) return;
    await this.deps.mail.enqueue(tx, {
      to: customer.email,
      subject: `Payment received for order ${order.orderNumber}`,
      text: [
        `Hello ${customer.name},`,
        '',
        `We have received your payment of ${formatRupees(toRupees(amountPaise))} for order ${order.orderNumber}. We will let you know when it ships.`,
        '',
        `With love,\nThe ${SHOP_NAME} team\n${this.deps.publicUrl}`,
      ].join('\n'),
    });
  }

  /** What a gateway order for an order's total is made of. */
  private orderPayment(order: {
    id: string;
    userId: string;
    orderNumber: string;
    finalPricePaise: number;
  }): NewGatewayOrder {
    return {
      purpose: 'order',
      userId: order.userId,
      orderId: order.id,
      amountPaise: order.finalPricePaise,
      receipt: order.orderNumber,
    };
  }

  private async newGatewayOrder(wanted: NewGatewayOrder): Promise<GatewayPaymentRow> {
    const gatewayOrderId = await this.deps.gateway.createOrder(wanted.amountPaise, wanted.receipt);
    const [row] = await this.deps.db
      .insert(gatewayPayments)
      .values({
        purpose: wanted.purpose,
        userId: wanted.userId,
        orderId: wanted.orderId ?? null,
        gatewayOrderId,
        amountPaise: wanted.amountPaise,
      })
      .returning();
    return row!;
  }

  private handle(row: GatewayPaymentRow): CheckoutHandle {
    return {
      razorpayOrderId: row.gatewayOrderId,
      amount: row.amountPaise,
      currency: CURRENCY,
      keyId: this.deps.gateway.keyId,
    };
  }

  /** The caller's gateway order while it still waits for a payment; undefined once finished. */
  async openGatewayOrder(userId: string, gatewayOrderId: string) {
    const row = await this.ownGatewayOrder(userId, gatewayOrderId);
    return row.status === 'created' ? row : undefined;
  }

  /**
   * The caller's own gateway order, of the given purpose when one is named; another shopper's (or
   * an order's payment offered as a top-up, and the reverse) is "not found".
   */
  private async ownGatewayOrder(userId: string, gatewayOrderId: string, purpose?: GatewayPurpose) {
    const [row] = await this.deps.db
      .select()
      .from(gatewayPayments)
      .where(
        and(
          eq(gatewayPayments.gatewayOrderId, gatewayOrderId),
          eq(gatewayPayments.userId, userId),
          purpose ? eq(gatewayPayments.purpose, purpose) : undefined,
        ),
      );
    if (!row) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    return row;
  }

  private async orderView(row: GatewayPaymentRow) {
    if (!row.orderId) return undefined;
    const order = await this.deps.orders.find(this.deps.db, row.orderId);
    return order ? this.deps.orders.view(this.deps.db, order) : undefined;
  }
}
