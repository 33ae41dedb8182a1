import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx, Tx } from '../db/client';
import { ShopDays } from '../lib/shop-days';
import { AddressService } from '../modules/addresses/service';
import { CartService, cartPromotionHolders } from '../modules/cart/service';
import { CatalogLookup } from '../modules/catalog/shopping-lookup';
import { DocumentSerials } from '../modules/invoices/document-serials';
import { Invoicing } from '../modules/invoices/invoicing';
import type { CreditNoteRow } from '../modules/invoices/invoice-document';
import { IssuedDocuments } from '../modules/invoices/issued-documents';
import { MailQueue } from '../modules/mail/queue';
import type { MediaService } from '../modules/media/service';
import { OrderAftercare } from '../modules/orders/aftercare';
import { OrderReads, type OrderRow } from '../modules/orders/order-reads';
import { OrderPaymentState } from '../modules/orders/payment-state';
import { OrderPlacement } from '../modules/orders/place-order';
import { OrderRefunds } from '../modules/orders/refunds';
import { PaymentReturns } from '../modules/payments/returns';
import { PaymentService } from '../modules/payments/service';
import { UnpaidOrderSweep } from '../modules/payments/sweep';
import { CouponService } from '../modules/promotions/coupon-service';
import { OfferService } from '../modules/promotions/offer-service';
import { SellerService } from '../modules/settings/seller-service';
import { WalletService } from '../modules/wallet/service';
import { manualClock } from '../platform/clock';
import type { MailMessage } from '../platform/mail';
import { SimulatedGateway } from '../platform/payments';

/** The demo's card orders wait this long to be paid, as the shop's default window. */
const DEMO_PAYMENT_WINDOW_MINUTES = 30;
/** Never sent anywhere: it only addresses the mail the demo's past orders do not send. */
const DEMO_PUBLIC_URL = 'http://localhost';

const quiet: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * The demo's orders happened before the shop opened: their customers are not mailed about them
 * now, so nothing they would have been sent is queued.
 */
class UnsentMail extends MailQueue {
  constructor(db: Database) {
    super({ db, transport: { send: async (_message: MailMessage) => undefined }, log: quiet });
  }

  override async enqueue(_db: DbOrTx, _mail: MailMessage): Promise<void> {}

  override async request(_db: DbOrTx, _composer: string, _recipient: string): Promise<void> {}
}

/**
 * The demo's invoices and credit notes are numbered, dated and recorded as any are, but their
 * files are made on their first download, as those of documents issued before files were kept:
 * rendering every PDF of four months' trade would more than double the shop's first start.
 */
class DocumentsRenderedWhenAsked extends IssuedDocuments {
  override async issueInvoice(_tx: Tx, _order: OrderRow): Promise<void> {}

  override async issueCreditNote(_tx: Tx, _order: OrderRow, _note: CreditNoteRow): Promise<void> {}
}

/**
 * The shop's own services, as app.ts puts them together, on the seed's transaction and a clock
 * the demo sets to each moment of its history: so past orders are priced, taxed, invoiced,
 * cancelled, returned and refunded by the same rules as today's, each at the time it happened.
 * Every service call runs in a savepoint of the seed's transaction.
 */
export function demoShopServices(tx: Tx, media: MediaService, timeZone: string) {
  const clock = manualClock(new Date(0));
  const days = new ShopDays(timeZone, clock);
  const mail = new UnsentMail(tx);
  const catalog = new CatalogLookup(media);
  const coupons = new CouponService(tx, days, cartPromotionHolders);
  const offers = new OfferService(tx, days, catalog, cartPromotionHolders);
  const carts = new CartService(tx, catalog, coupons, offers);
  const addresses = new AddressService(tx);
  const wallet = new WalletService();
  const sellers = new SellerService(tx);
  const options = { publicUrl: DEMO_PUBLIC_URL, paymentWindowMinutes: DEMO_PAYMENT_WINDOW_MINUTES };
  const placement = new OrderPlacement(tx, days, carts, addresses, wallet, mail, sellers, options);
  const reads = new OrderReads(days);
  const orderPayments = new OrderPaymentState(reads, mail, options);
  const invoicing = new Invoicing(
    new DocumentSerials(timeZone),
    new DocumentsRenderedWhenAsked(reads, sellers, days),
  );
  const aftercare = new OrderAftercare(
    tx,
    days,
    reads,
    new OrderRefunds(wallet),
    wallet,
    mail,
    invoicing,
    options,
  );
  // Payments of the past were taken by the built-in gateway: its orders and payments are made
  // here and never sent anywhere, and the key only signs what this seed checks.
  const gateway = new SimulatedGateway('demo-history', 'demo-history');
  const payments = new PaymentService({
    db: tx,
    gateway,
    orders: orderPayments,
    aftercare,
    wallet,
    returns: new PaymentReturns({ db: tx, gateway, wallet, log: quiet }),
    mail,
    now: clock,
    publicUrl: DEMO_PUBLIC_URL,
  });
  const sweep = new UnpaidOrderSweep(tx, orderPayments, clock, quiet);
  return {
    /** Sets the shop's time to a moment of the demo's past. */
    at(moment: Date) {
      clock.advance(moment.getTime() - clock().getTime());
    },
    days,
    addresses,
    carts,
    placement,
    aftercare,
    payments,
    gateway,
    sweep,
    wallet,
  };
}

export type DemoShopServices = ReturnType<typeof demoShopServices>;
