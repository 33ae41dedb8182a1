import { SELLER_MESSAGES } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../ui/LoadError';
import { BackupCard } from './BackupCard';
import { SearchSynonymsCard } from './SearchSynonymsCard';
import { SellerDetailsForm } from './SellerDetailsForm';
import { fetchSellerSettings, settingsKey } from './settings-api';

/**
 * /admin/settings: the shop's own details: the seller's details, which invoices print and shoppers
 * read on the storefront's Seller details page, the words search treats as one, and the shop's
 * backups.
 */
export function SettingsPage() {
  const seller = useQuery({
    queryKey: settingsKey.seller,
    queryFn: ({ signal }) => fetchSellerSettings(signal),
    // The form is filled once; a refetch must not change what the admin is editing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <div className="flex flex-col gap-6">
      <title>Settings · Admin Panel · Little Loom</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
        <p className="max-w-2xl text-sm text-slate-600">
          Who sells on Little Loom: printed on every invoice and shown to shoppers on the Seller
          details page, with the grievance officer they can write to; and where couriers collect
          parcels.
        </p>
      </div>

      {seller.isError ? (
        <LoadError
          title={SELLER_MESSAGES.loadFailed}
          error={seller.error}
          retrying={seller.isFetching}
          onRetry={() => void seller.refetch()}
        />
      ) : seller.isSuccess ? (
        <SellerDetailsForm seller={seller.data} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            Loading the seller details…
          </p>
          <div className="h-[36rem] animate-pulse rounded-xl bg-slate-200/70" />
        </div>
      )}

      <SearchSynonymsCard />

      <BackupCard />
    </div>
  );
}
