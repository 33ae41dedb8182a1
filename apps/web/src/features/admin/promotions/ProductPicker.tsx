import { productDisplayName } from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FormField } from '../../../ui/FormField';
import { CATALOG_ADMIN_MSG } from '../catalog/catalog-admin-messages';
import { adminProductsKey, fetchAdminProducts } from '../catalog/products-admin-api';
import { adminInputClass } from '../ui/admin-styles';
import type { PickerChoice, PickerFieldProps } from './picker-props';
import { SearchStatusLine } from '../ui/SearchStatusLine';

/** Results offered at once; more matches ask for a longer search. */
const RESULT_LIMIT = 20;
/** Wait this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

interface ProductPickerProps extends PickerFieldProps {
  /**
   * The product chosen before (the offer's when editing, the one a filtered address names),
   * offered even when the search does not find it. It may arrive after the picker shows.
   */
  current?: PickerChoice | null | undefined;
  /** The select's first option, chosen while no product is: "Select a product" unless given. */
  noneLabel?: string;
}

/**
 * The product an offer covers, among many: a search box (name or brand) above a select of what
 * it finds. Both are plain labelled controls, so a keyboard or a screen reader works them as
 * usual. Deleted products are not offered. The chosen product stays in the select whatever is
 * searched next, so a new search never loses the choice.
 */
export function ProductPicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  current,
  noneLabel = 'Select a product',
}: ProductPickerProps) {
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim(), SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<PickerChoice | null>(current ?? null);

  const query = { page: 1, limit: RESULT_LIMIT, search };
  const products = useQuery({
    queryKey: adminProductsKey.list(query),
    queryFn: ({ signal }) => fetchAdminProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const found: PickerChoice[] = (products.data?.products ?? [])
    .filter((product) => !product.deleted)
    .map((product) => ({
      _id: product._id,
      name: `${productDisplayName(product)} (${product.brand})`,
    }));
  const remembered = current?._id === value ? current : chosen?._id === value ? chosen : null;
  const kept = remembered && !found.some((p) => p._id === value);
  const options = kept ? [remembered, ...found] : found;

  const searchId = `${id}-search`;
  const statusId = `${id}-status`;

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="font-bold text-ink">
          Search products
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          // Enter in the search box must not submit the offer.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder="Name or brand"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
          className={adminInputClass}
        />
        <SearchStatusLine
          id={statusId}
          status={resultStatus(
            products.isPending,
            products.isError,
            search,
            products.data?.total,
            found,
          )}
          failed={products.isError}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      </div>
      <FormField id={id} label="Product" error={error}>
        {(field) => (
          <select
            {...field}
            ref={inputRef}
            name={name}
            value={value}
            onChange={(event) => {
              const next = event.target.value;
              setChosen(options.find((option) => option._id === next) ?? null);
              onChange(next);
            }}
            onBlur={onBlur}
            aria-busy={products.isFetching || undefined}
            className={adminInputClass}
          >
            <option value="">{noneLabel}</option>
            {options.map((product) => (
              <option key={product._id} value={product._id}>
                {product.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}

/** The line under the search box: what the select now offers. */
function resultStatus(
  pending: boolean,
  failed: boolean,
  search: string,
  total: number | undefined,
  found: readonly PickerChoice[],
): string {
  if (failed) return CATALOG_ADMIN_MSG.productsFetchFailed;
  if (pending || total === undefined) return 'Loading products…';
  if (found.length === 0) return search ? `No products match “${search}”.` : 'No products yet.';
  const what = search ? ` matching “${search}”` : ', newest first';
  if (total > RESULT_LIMIT) {
    return `The first ${RESULT_LIMIT} of ${total} products${what}. Type more to narrow them.`;
  }
  return `${found.length} ${found.length === 1 ? 'product' : 'products'}${what}.`;
}
