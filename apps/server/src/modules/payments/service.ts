import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CURRENCY,
  PAYMENT_MESSAGES,
  RETURNED_PAYMENT_REASONS,
  SHOP_NAME,
  WALLET_TOP_UP_DESCRIPTION,
  formatRupees,
  toRupees,
  type GatewayOrderFields,
  type ReturnedPayment,
} from '@littleloom/shared';
import { afterCommit } from '../../db/after-commit';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { gatewayPayments, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { PaymentGateway } from '../../platform/payments';
import type { MailQueue } from '../mail';
import type { OrderRow } from '../orders';
import { settleIfExpired } from './expire-unpaid';
import {
  uncountedCaptures,
  type CaptureCounter,
  type OrderSettlement,
  type PaymentOrders,
  type PaymentWallet,
} from './paid-orders';
import type { CapturedOrderPayment, PaymentReturns } from './returns';

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
  orders: PaymentOrders;
  /** Pays the order (giving back items cancelled while the payment was on its way), or expires it. */
  settlement: OrderSettlement;
  wallet: PaymentWallet;
  /** Records every captured payment and gives back those not applied. */
  returns: PaymentReturns;
  mail: Pick<MailQueue, 'enqueue'>;
  now: () => Date;
  publicUrl: string;
  /** Counts captured payments; not counted when left out. */
  metrics?: CaptureCounter;
}

/** What became of a captured payment reported to the shop. */
export type CaptureOutcome = 'applied' | 'givenBack' | 'repeat' | 'unknown';

/** Gateway orders that can still be paid: the order's current attempt. */
const PAYABLE: GatewayPaymentRow['status'][] = ['created', 'failed'];

/**
 * Card payments of orders and of wallet top-ups (decision 12). A gateway order is stored for every
 * attempt, and an order has at most one that can be paid: opening one (checkout, its repeat, a
 * retry) happens under the order's row lock, only while the order is unpaid, not cancelled and
 * within its payment window, and a retry voids the attempt before it. A payment is applied once,
 * by whichever of verify and webhook comes first, and only for the amount of the gateway order we
 * stored; any other payment captured (a second one, one of a voided attempt, of an order already
 * paid or cancelled) is recorded and given back (`PaymentReturns`), never kept. An order whose
 * window has closed is settled as expired by the first of these paths to lock it, as the sweep
 * would (`settleIfExpired`), so a payment a moment late is given back, not applied.
 *
 * Locks are always taken in one order: the order's row, then its gateway order's row, then the
 * wallet (the sweep and the order flows take the order first too), so no two paths wait on each other.
 */
export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  /**
   * The payment dialog for a card order: its current gateway order, or a new one when it has
   * none; undefined once the order is paid, cancelled or out of time.
   */
  async openOrderPayment(orderId: string): Promise<CheckoutHandle | undefined> {
    return this.deps.db.transaction(async (tx) => {
      const found = await this.deps.orders.lock(tx, orderId);
      const order = found && (await this.settled(tx, found));
      if (!order || !(await this.awaitsPayment(tx, order))) return undefined;
      const [current] = await tx
        .select()
        .from(gatewayPayments)
        .where(and(eq(gatewayPayments.orderId, order.id), inArray(gatewayPayments.status, PAYABLE)))
        .orderBy(desc(gatewayPayments.createdAt))
        .limit(1);
      return this.handle(current ?? (await this.newGatewayOrder(tx, this.orderPayment(order))));
    });
  }

  /**
   * The locked order as it stands: one whose payment window has closed is settled as expired by
   * whichever path reaches it first, the same way the sweep settles it (`settleIfExpired`).
   */
  private settled(tx: Tx, order: OrderRow): Promise<OrderRow> {
    return settleIfExpired(tx, this.deps.orders, this.deps.settlement, order, this.deps.now());
  }

  /** A card order that may still be paid: unpaid, not cancelled, and within its window. */
  private async awaitsPayment(tx: Tx, order: OrderRow): Promise<boolean> {
    const wholeCancelled = await this.deps.orders.isCancelled(tx, order.id);
    return this.deps.orders.mayStillBePaid(order, wholeCancelled, this.deps.now());
  }

  /**
   * A gateway order for money the shopper adds to their wallet. The wallet is credited with this
   * amount when the payment is applied, whatever a later request says.
   */
  async startWalletTopUp(userId: string, amountPaise: number): Promise<CheckoutHandle> {
    const receipt = `topup-${this.deps.now().getTime().toString(36)}`;
    return this.handle(
      await this.newGatewayOrder(this.deps.db, {
        purpose: 'wallet_topup',
        userId,
        amountPaise,
        receipt,
      }),
    );
  }

  /**
   * Applies a signed payment of the caller's card order; answers the order as it now is, and
   * whether this payment paid it or is being given back.
   */
  async verify(userId: string, payment: SignedPayment) {
    const { row, givenBack } = await this.applySigned(userId, 'order', payment);
    return { order: await this.orderView(row), givenBack };
  }

  /** Applies a signed payment of the caller's wallet top-up; answers the balance in paise. */
  async verifyWalletTopUp(
    userId: string,
    payment: SignedPayment,
  ): Promise<{ balancePaise: number; givenBack: boolean }> {
    const { givenBack } = await this.applySigned(userId, 'wallet_topup', payment);
    return { balancePaise: await this.deps.wallet.balancePaise(this.deps.db, userId), givenBack };
  }

  /**
   * The one check of a payment the browser reports: the caller's own gateway order for that
   * purpose (another's is "not found"), signed by the provider over the order id we stored, then
   * applied once; says whether it is being given back instead.
   */
  private async applySigned(
    userId: string,
    purpose: GatewayPurpose,
    payment: SignedPayment,
  ): Promise<{ row: GatewayPaymentRow; givenBack: boolean }> {
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
    const outcome = await this.applyCapture(row.gatewayOrderId, payment.paymentId);
    // Reported twice (the webhook came first): what became of it then is the answer now.
    const givenBack =
      outcome === 'givenBack' ||
      (outcome === 'repeat' &&
        (await this.deps.returns.isGivenBack(this.deps.db, payment.paymentId)));
    return { row, givenBack };
  }

  /** The shopper closed the dialog or the payment failed: the order waits as Failed for a retry. */
  async recordFailure(userId: string, gatewayOrderId: string, reason: string | undefined) {
    const row = await this.ownGatewayOrder(userId, gatewayOrderId);
    await this.deps.db.transaction((tx) => this.failIn(tx, row.gatewayOrderId, reason));
    return this.orderView(row);
  }

  /**
   * A payment attempt of a gateway order failed: it is marked failed (the gateway still takes
   * another attempt on it) and its order waits as Failed, unless a payment was applied already.
   */
  async failIn(tx: Tx, gatewayOrderId: string, reason: string | undefined): Promise<void> {
    const locked = await this.lockGatewayOrder(tx, gatewayOrderId);
    if (locked?.row.status !== 'created') return;
    const { row } = locked;
    await tx
      .update(gatewayPayments)
      .set({ status: 'failed', failureReason: reason ?? 'closed', updatedAt: new Date() })
      .where(eq(gatewayPayments.id, row.id));
    if (row.orderId) await this.deps.orders.markFailed(tx, row.orderId);
  }

  /**
   * A gateway order and its order, both locked, the order first (see the class comment); undefined
   * when the gateway order is not ours.
   */
  private async lockGatewayOrder(
    tx: Tx,
    gatewayOrderId: string,
  ): Promise<{ row: GatewayPaymentRow; order: OrderRow | undefined } | undefined> {
    const [found] = await tx
      .select({ id: gatewayPayments.id, orderId: gatewayPayments.orderId })
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayOrderId, gatewayOrderId));
    if (!found) return undefined;
    const lockedOrder = found.orderId ? await this.deps.orders.lock(tx, found.orderId) : undefined;
    // Settled before its gateway order is read: expiring voids it.
    const order = lockedOrder && (await this.settled(tx, lockedOrder));
    const [row] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.id, found.id))
      .for('update');
    return row ? { row, order } : undefined;
  }

  /**
   * A new gateway order for an order whose payment failed, in place of the attempt before it
   * (voided: a payment that still arrives for it is given back). The payment window still counts
   * from placement, so retrying cannot hold the order's stock longer.
   */
  async retry(userId: string, orderId: string) {
    if (!isUuid(orderId)) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    const retried = await this.deps.db.transaction(async (tx) => {
      const found = await this.deps.orders.lockOwn(tx, userId, orderId);
      if (!found) throw notFound(PAYMENT_MESSAGES.orderNotFound);
      if (found.paymentMethod !== 'razorpay') throw badRequest(PAYMENT_MESSAGES.notCardOrder);
      // An expired order is settled (cancelled, its payment Failed) before the checks below.
      const locked = await this.settled(tx, found);
      if (locked.paymentStatus !== 'Failed') throw conflict(PAYMENT_MESSAGES.retryNotAllowed);
      // Answered once the transaction commits, so the settling of an expired order is kept.
      if (!(await this.awaitsPayment(tx, locked))) {
        return { refusal: conflict(PAYMENT_MESSAGES.retryExpired) };
      }
      await tx
        .update(gatewayPayments)
        .set({
          status: 'voided',
          failureReason: 'replaced by a new attempt',
          updatedAt: new Date(),
        })
        .where(
          and(eq(gatewayPayments.orderId, locked.id), inArray(gatewayPayments.status, PAYABLE)),
        );
      const handle = this.handle(await this.newGatewayOrder(tx, this.orderPayment(locked)));
      const retrying = await this.deps.orders.markRetrying(tx, locked.id);
      return { order: await this.deps.orders.view(tx, retrying), handle };
    });
    if ('refusal' in retried) throw retried.refusal;
    return retried;
  }

  /**
   * Applies a captured payment of a gateway order, once: a repeat (verify twice, verify and
   * webhook) changes nothing. The payment of an order's current attempt marks it paid; a top-up's
   * credits the wallet with the gateway order's stored amount. Any other is given back.
   */
  async applyCapture(gatewayOrderId: string, paymentId: string): Promise<CaptureOutcome> {
    const outcome = await this.deps.db.transaction((tx) =>
      this.captureIn(tx, gatewayOrderId, paymentId),
    );
    this.afterCapture(outcome);
    return outcome;
  }

  /** Once a capture has committed: a payment to give back is given back now, not at the next poll. */
  afterCapture(outcome: CaptureOutcome): void {
    if (outcome === 'givenBack') this.deps.returns.wake();
  }

  /**
   * `applyCapture` inside the caller's transaction (a webhook records its event in the same one);
   * the caller calls `afterCapture` once it has committed.
   */
  async captureIn(tx: Tx, gatewayOrderId: string, paymentId: string): Promise<CaptureOutcome> {
    const locked = await this.lockGatewayOrder(tx, gatewayOrderId);
    if (!locked) return 'unknown';
    const { row, order } = locked;
    if (await this.deps.returns.isKnown(tx, paymentId)) return 'repeat';
    const refusal = await this.notApplicable(tx, row, order);
    if (refusal) {
      await this.deps.returns.recordToGiveBack(tx, row, paymentId, refusal);
      this.countCapture(tx, row, 'given_back');
      // The money of an order cancelled unpaid arrived after all, and goes back: say so.
      if (order && refusal === RETURNED_PAYMENT_REASONS.orderCancelled) {
        await this.deps.orders.markRefunded(tx, order.id);
      }
      return 'givenBack';
    }
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
    await this.deps.returns.recordApplied(tx, row, paymentId);
    switch (row.purpose) {
      case 'order':
        if (order) await this.settleOrder(tx, row, order);
        break;
      case 'wallet_topup':
        await this.deps.wallet.credit(tx, row.userId, {
          amountPaise: row.amountPaise,
          description: WALLET_TOP_UP_DESCRIPTION,
          gatewayPaymentId: row.id,
        });
        break;
    }
    this.countCapture(tx, row, 'applied');
    return 'applied';
  }

  /** A payment seen for the first time (a repeat returns before this), counted once committed. */
  private countCapture(
    tx: Tx,
    row: GatewayPaymentRow,
    outcome: Parameters<CaptureCounter['paymentCaptured']>[1],
  ): void {
    const metrics = this.deps.metrics ?? uncountedCaptures;
    afterCommit(tx, () => metrics.paymentCaptured(row.purpose, outcome));
  }

  /**
   * Why a captured payment is not applied (and so given back), or undefined when it pays its
   * gateway order: an order's current attempt while the order awaits its payment, or an unpaid
   * top-up.
   */
  private async notApplicable(
    tx: Tx,
    row: GatewayPaymentRow,
    order: OrderRow | undefined,
  ): Promise<string | undefined> {
    if (row.purpose === 'wallet_topup') {
      return PAYABLE.includes(row.status) ? undefined : RETURNED_PAYMENT_REASONS.topUpAlreadyPaid;
    }
    if (!order || order.paymentStatus === 'Paid') return RETURNED_PAYMENT_REASONS.orderAlreadyPaid;
    if (order.paymentStatus === 'Refunded') return RETURNED_PAYMENT_REASONS.orderRefunded;
    if (await this.deps.orders.isCancelled(tx, order.id)) {
      return RETURNED_PAYMENT_REASONS.orderCancelled;
    }
    if (!PAYABLE.includes(row.status)) return RETURNED_PAYMENT_REASONS.attemptReplaced;
    return undefined;
  }

  private async settleOrder(tx: Tx, payment: GatewayPaymentRow, order: OrderRow): Promise<void> {
    await this.deps.settlement.settlePaid(tx, order.id);
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

  private async newGatewayOrder(db: DbOrTx, wanted: NewGatewayOrder): Promise<GatewayPaymentRow> {
    const gatewayOrderId = await this.deps.gateway.createOrder(wanted.amountPaise, wanted.receipt);
    const [row] = await db
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

  /** Payments of an order given back (or on their way back): the order pages list them. */
  returnedFor(orderId: string): Promise<ReturnedPayment[]> {
    return this.deps.returns.forOrder(this.deps.db, orderId);
  }

  /** Every payment captured for an order and what became of it: the order's money reads these. */
  capturedFor(orderId: string): Promise<CapturedOrderPayment[]> {
    return this.deps.returns.capturedFor(this.deps.db, orderId);
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
