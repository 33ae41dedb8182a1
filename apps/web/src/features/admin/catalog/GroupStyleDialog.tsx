import {
  COLOUR_MESSAGES,
  MAX_COLOURS_PER_STYLE,
  type Product,
  type ProductColour,
} from '@littleloom/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { isSessionEnded, serverMessageOr } from '../admin-api';
import { adminInputClass } from '../ui/admin-styles';
import { FormProblem } from '../ui/FormProblem';
import { AdminFormDialog } from './AdminFormDialog';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { ColourDot } from './ColourDot';
import {
  adminProductsKey,
  fetchAdminProducts,
  setProductStyle,
  showProductChange,
} from './products-admin-api';
import { STYLE_ADMIN_MSG } from './style-admin-messages';
import { siblingColours } from './style-colours';
import { SearchStatusLine } from '../ui/SearchStatusLine';

/** Results offered at once; more matches ask for a longer search. */
const RESULT_LIMIT = 20;
/** Wait this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

/** A product that can join the style, as the dialog shows it. */
interface Member {
  id: string;
  colour: ProductColour;
  /** Known once a search found it; the style's own colours arrive without it. */
  productName?: string;
}

interface GroupStyleDialogProps {
  product: Product;
  onClose: () => void;
}

/**
 * "Group with other products": the products that differ from this one only in colour, found with
 * the product list's search and ticked; saving makes the style exactly this product and those.
 * Only products with a colour can be ticked, and each colour once (the server refuses the same).
 */
export function GroupStyleDialog({ product, onClose }: GroupStyleDialogProps) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const statusId = useId();
  const noColourHintId = useId();
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim(), SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<Member[]>(() =>
    siblingColours(product).map(({ productId, name, hex }) => ({
      id: productId,
      colour: { name, hex },
    })),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const query = { page: 1, limit: RESULT_LIMIT, search };
  const products = useQuery({
    queryKey: adminProductsKey.list(query),
    queryFn: ({ signal }) => fetchAdminProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const found = (products.data?.products ?? []).filter(
    (p) => p._id !== product._id && !p.deleted && !chosen.some((member) => member.id === p._id),
  );
  const someWithoutColour = found.some((p) => p.colour === null);

  const save = useMutation({
    mutationFn: (siblingIds: string[]) => setProductStyle(product._id, { siblingIds }),
    onSuccess: (reply) => {
      toast.success(reply.message);
      showProductChange(queryClient, reply.product);
      onClose();
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      setProblem(serverMessageOr(error, STYLE_ADMIN_MSG.styleUpdateFailed));
    },
  });

  const submit = () => {
    const refusal = styleProblem(product.colour, chosen);
    setProblem(refusal);
    if (refusal === null) save.mutate(chosen.map((member) => member.id));
  };

  const choose = (p: Product) => {
    const colour = p.colour;
    if (!colour) return;
    setProblem(null);
    setChosen((members) => [...members, { id: p._id, colour, productName: p.name }]);
  };
  const drop = (id: string) => {
    setProblem(null);
    setChosen((members) => members.filter((member) => member.id !== id));
  };

  return (
    <AdminFormDialog
      title="Group with other products"
      description={
        <p>
          Tick the products that differ from {product.name} only in colour. Shoppers then see them
          as the colours of one style.
        </p>
      }
      submitLabel="Save style"
      pendingLabel="Saving…"
      pending={save.isPending}
      canSubmit={chosen.length > 0}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-bold text-slate-800">In this style</legend>
        <ul className="flex flex-col gap-1">
          <li className="flex min-h-11 items-center gap-3 rounded-lg bg-slate-50 px-3 sm:min-h-9">
            {product.colour ? <ColourDot hex={product.colour.hex} /> : null}
            <span>
              <span className="font-bold">{product.colour?.name}</span> · {product.name} (this
              product)
            </span>
          </li>
          {chosen.map((member) => (
            <li key={member.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 hover:bg-slate-50 sm:min-h-9">
                <input
                  type="checkbox"
                  checked
                  onChange={() => drop(member.id)}
                  className="size-4.5 shrink-0 accent-coral-strong"
                />
                <ColourDot hex={member.colour.hex} />
                <span>
                  <span className="font-bold">{member.colour.name}</span>
                  {member.productName ? ` · ${member.productName}` : ''}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {chosen.length === 0 ? (
          <p className="text-xs text-slate-600">
            Tick at least one product below. To take this product out of its style, use Remove from
            style.
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="font-bold text-slate-800">
          Search products
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          // Enter in the search box must not save the style.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder="Name or brand"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
          data-autofocus
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

      {found.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Products found</legend>
          {someWithoutColour ? (
            <p id={noColourHintId} className="text-xs text-slate-600">
              Products without a colour cannot be grouped: give one a colour on its edit page first.
            </p>
          ) : null}
          <ul
            aria-busy={products.isFetching || undefined}
            className="flex max-h-72 flex-col gap-1 overflow-y-auto"
          >
            {found.map((p) => (
              <li key={p._id}>
                <label
                  className={
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 sm:min-h-9 ' +
                    (p.colour ? 'cursor-pointer hover:bg-slate-50' : 'cursor-not-allowed')
                  }
                >
                  <input
                    type="checkbox"
                    checked={false}
                    disabled={!p.colour}
                    aria-describedby={p.colour ? undefined : noColourHintId}
                    onChange={() => choose(p)}
                    className="size-4.5 shrink-0 accent-coral-strong"
                  />
                  {p.colour ? (
                    <ColourDot hex={p.colour.hex} />
                  ) : (
                    <span aria-hidden="true" className="size-3.5 shrink-0" />
                  )}
                  <span className={p.colour ? '' : 'text-slate-500'}>
                    <span className="font-bold">{p.colour?.name ?? 'No colour'}</span> · {p.name}{' '}
                    <span className="text-slate-500">({p.brand})</span>
                    {p.styleId !== null && p.styleId !== product.styleId ? (
                      <span className="block text-xs text-slate-500">
                        Leaves its own style to join this one
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <FormProblem id="style-problem" problem={problem} />
    </AdminFormDialog>
  );
}

/**
 * What the server would refuse in the chosen style, said before anything is sent: a product
 * without a colour, a colour twice, more colours than a style holds. Null when it can be saved.
 */
function styleProblem(own: ProductColour | null, chosen: readonly Member[]): string | null {
  if (!own) return COLOUR_MESSAGES.styleNeedsColours;
  if (chosen.length > MAX_COLOURS_PER_STYLE - 1) return COLOUR_MESSAGES.styleTooLarge;
  const names = [own, ...chosen.map((member) => member.colour)].map((c) => c.name.toLowerCase());
  return new Set(names).size === names.length ? null : COLOUR_MESSAGES.styleColoursRepeat;
}

/** The line under the search box: what the list below now offers. */
function resultStatus(
  pending: boolean,
  failed: boolean,
  search: string,
  total: number | undefined,
  found: readonly Product[],
): string {
  if (failed) return CATALOG_ADMIN_MSG.productsFetchFailed;
  if (pending || total === undefined) return 'Loading products…';
  if (found.length === 0) {
    return search ? `No other products match “${search}”.` : 'No other products to group.';
  }
  const count = `${found.length} ${found.length === 1 ? 'product' : 'products'}`;
  const what = search ? `${count} matching “${search}”.` : `${count}, newest first.`;
  return total > RESULT_LIMIT ? `${what} Type more to narrow them.` : what;
}
