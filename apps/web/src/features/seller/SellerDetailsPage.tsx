import { RETURN_WINDOW_DAYS, SELLER_MESSAGES, type PublicSellerDetails } from '@littleloom/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { serverMessageOr } from '../../lib/api';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingShape } from '../../ui/LoadingShape';
import { SectionHeading } from '../../ui/SectionHeading';
import { useSellerDetails } from './seller-api';
import { PageMeta } from '../../ui/PageMeta';
import { ShopStructuredData } from '../../ui/ShopStructuredData';

const cardClass = 'rounded-3xl border border-line bg-white p-6 sm:p-8';
const sectionHeadingClass = 'text-xl font-bold text-ink';
const linkClass = 'font-bold text-coral-strong underline underline-offset-4 hover:text-coral-deep';

const SELLER_DESCRIPTION =
  'Who sells to you on Little Loom: the seller’s legal name, address and GSTIN, the grievance officer for complaints, and how returns and refunds work.';

/**
 * /seller: who sells on Little Loom (as invoices name them), the grievance officer shoppers can
 * complain to, as the Consumer Protection (E-Commerce) Rules, 2020 ask, and the return and refund
 * policy in short. The officer's phone is never sent here.
 */
export function SellerDetailsPage() {
  const seller = useSellerDetails();

  return (
    <div className="container-page py-10 sm:py-14">
      <title>Seller details · Little Loom</title>
      <PageMeta description={SELLER_DESCRIPTION} canonicalPath="/seller" />
      <ShopStructuredData />
      <div className="mx-auto max-w-3xl">
        <SectionHeading title="Seller details" level={1}>
          Who sells to you on Little Loom, whom to write to with a complaint, and how returns and
          refunds work.
        </SectionHeading>

        <div className="mt-10 flex flex-col gap-6">
          {seller.isSuccess ? (
            seller.data ? (
              <SellerDetails seller={seller.data} />
            ) : (
              <p role="status" className={`${cardClass} text-center text-ink`}>
                {SELLER_MESSAGES.notSetUp}
              </p>
            )
          ) : seller.isError ? (
            <ErrorState
              message={serverMessageOr(seller.error, SELLER_MESSAGES.loadFailed)}
              onRetry={() => void seller.refetch()}
              retrying={seller.isFetching}
            />
          ) : (
            <SellerDetailsSkeleton />
          )}
          <ReturnPolicy />
        </div>
      </div>
    </div>
  );
}

function SellerDetails({ seller }: { seller: PublicSellerDetails }) {
  const { tradeName, legalName, address, state, gstin, grievanceOfficer } = seller;
  return (
    <>
      <section aria-labelledby="seller-heading" className={cardClass}>
        <h2 id="seller-heading" className={sectionHeadingClass}>
          {tradeName}
        </h2>
        <dl className="mt-4 flex flex-col gap-3">
          <Detail term="Legal name">{legalName}</Detail>
          <Detail term="Address">
            <address className="whitespace-pre-line not-italic">
              {address}
              <span className="block">{state}</span>
            </address>
          </Detail>
          <Detail term="GSTIN">
            {gstin ? (
              <span className="font-bold tracking-wide">{gstin}</span>
            ) : (
              'Not registered for GST yet'
            )}
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="grievance-heading" className={cardClass}>
        <h2 id="grievance-heading" className={sectionHeadingClass}>
          Grievance officer
        </h2>
        <p className="mt-4 text-ink">
          <span className="block font-bold">{grievanceOfficer.name}</span>
          <a
            href={`mailto:${grievanceOfficer.email}`}
            className={`${linkClass} inline-flex min-h-11 items-center break-all`}
          >
            {grievanceOfficer.email}
          </a>
        </p>
        <p className="mt-3 text-ink-muted">
          Write to the grievance officer with any complaint about an order or the shop. Complaints
          are acknowledged within 48 hours and resolved within one month, as the Consumer Protection
          (E-Commerce) Rules, 2020 ask.
        </p>
      </section>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-x-6">
      <dt className="font-bold text-ink">{term}</dt>
      <dd className="text-ink-muted">{children}</dd>
    </div>
  );
}

function ReturnPolicy() {
  return (
    <section aria-labelledby="returns-heading" className={cardClass}>
      <h2 id="returns-heading" className={sectionHeadingClass}>
        Returns and refunds
      </h2>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-ink-muted marker:text-coral">
        <li>
          You can ask to return an item for {RETURN_WINDOW_DAYS} days after it is delivered, from
          the order’s page under{' '}
          <Link to="/orders" className={linkClass}>
            Orders
          </Link>
          .
        </li>
        <li>
          An approved return, or a cancelled item of an order you have already paid for, is refunded
          to your Little Loom wallet.
        </li>
        <li>
          When every item of an order is cancelled before it is delivered, its delivery fee comes
          back too. Once anything of the order has been delivered, the delivery fee stays, even if
          everything is returned later.
        </li>
        <li>Cash-on-delivery orders are paid when they are delivered.</li>
      </ul>
    </section>
  );
}

/** The details' shape in grey while they load, so nothing jumps when they arrive. */
function SellerDetailsSkeleton() {
  return (
    <LoadingShape label="Loading the seller details" className="flex flex-col gap-6">
      {[0, 1].map((card) => (
        <div key={card} className={`${cardClass} flex flex-col gap-3`}>
          <div className="h-6 w-56 rounded-full bg-line" />
          <div className="h-4 w-72 rounded-full bg-line/70" />
          <div className="h-4 w-64 rounded-full bg-line/70" />
          <div className="h-4 w-48 rounded-full bg-line/70" />
        </div>
      ))}
    </LoadingShape>
  );
}
