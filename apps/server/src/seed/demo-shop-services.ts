import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx, Tx } from '../db/client';
import type { CreditNoteRow } from '../modules/invoices/invoice-document';
import { IssuedDocuments } from '../modules/invoices/issued-documents';
import { MailQueue } from '../modules/mail/queue';
import type { MediaService } from '../modules/media/service';
import type { OrderRow } from '../modules/orders/order-reads';
import { manualClock } from '../platform/clock';
import type { MailMessage } from '../platform/mail';
import { SimulatedGateway } from '../platform/payments';
import { SimulatedCourier } from '../platform/shipping';
import { shopServices } from '../composition-root';

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
  // Payments of the past were taken by the built-in gateway: its orders and payments are made
  // here and never sent anywhere, and the key only signs what this seed checks.
  const gateway = new SimulatedGateway('demo-history', 'demo-history');
  const shop = shopServices({
    db: tx,
    clock,
    timeZone,
    media,
    mail: new UnsentMail(tx),
    gateway,
    // Past parcels went by the built-in courier: deterministic, and never a call over the network
    // from inside the seed's transaction, whichever courier the shop uses today.
    courier: new SimulatedCourier(),
    log: quiet,
    publicUrl: DEMO_PUBLIC_URL,
    paymentWindowMinutes: DEMO_PAYMENT_WINDOW_MINUTES,
    documents: (reads, sellers, days) => new DocumentsRenderedWhenAsked(reads, sellers, days),
  });
  return {
    /** Sets the shop's time to a moment of the demo's past. */
    at(moment: Date) {
      clock.advance(moment.getTime() - clock().getTime());
    },
    days: shop.days,
    addresses: shop.addresses,
    carts: shop.carts,
    placement: shop.placement,
    orderActions: shop.orderActions,
    payments: shop.payments,
    gateway,
    sweep: shop.sweep,
    wallet: shop.wallet,
  };
}

export type DemoShopServices = ReturnType<typeof demoShopServices>;
