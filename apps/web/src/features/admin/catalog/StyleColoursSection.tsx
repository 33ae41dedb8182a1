import type { Product } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { adminRowButtonClass, adminSecondaryButtonClass } from '../ui/admin-styles';
import { AddColourDialog } from './AddColourDialog';
import { toastFailure } from './catalog-admin-ui';
import { ColourDot } from './ColourDot';
import { GroupStyleDialog } from './GroupStyleDialog';
import { setProductStyle, showProductChange } from './products-admin-api';
import { STYLE_ADMIN_MSG } from './style-admin-messages';

type OpenDialog = 'add' | 'group' | 'remove' | null;

/**
 * The edit page's "Colours of this style": the colours the product's style is on sale in (each
 * links to its own edit page, sold out ones marked), "Add another colour", "Group with other
 * products" and, for a product in a style, "Remove from style" after a confirmation. A product
 * needs a colour of its own before any of that.
 */
export function StyleColoursSection({ product }: { product: Product }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [open, setOpen] = useState<OpenDialog>(null);
  const inStyle = product.styleId !== null;

  const leave = useMutation({
    mutationFn: () => setProductStyle(product._id, { siblingIds: [] }),
    onSuccess: (reply) => {
      toast.success(reply.message);
      showProductChange(queryClient, reply.product);
    },
    onError: (error) => toastFailure(error, STYLE_ADMIN_MSG.styleUpdateFailed),
    onSettled: () => setOpen(null),
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs sm:p-5"
    >
      <div>
        <h2 id={headingId} className="text-base font-bold text-slate-900">
          Colours of this style
        </h2>
        <p className="text-slate-600">
          {!product.colour
            ? 'Give this product a colour and save it, then add its other colours here.'
            : inStyle
              ? 'Shoppers see these as one product in several colours, and switch between them.'
              : 'This product stands alone. Add another colour, or group it with products that differ only in colour.'}
        </p>
      </div>

      {inStyle ? (
        <ul aria-label="Colours" className="flex flex-wrap gap-2">
          {product.colours.map((colour) => {
            const content = (
              <>
                <ColourDot hex={colour.hex} />
                <span className="font-bold">{colour.name}</span>
                {colour.inStock ? null : (
                  <span className="text-xs font-bold text-red-700">Sold out</span>
                )}
              </>
            );
            const pill =
              'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 sm:min-h-9';
            return (
              <li key={colour.productId}>
                {colour.productId === product._id ? (
                  <span
                    aria-current="page"
                    className={`${pill} border-coral-strong bg-coral/10 ring-1 ring-coral-strong`}
                  >
                    {content}
                    <span className="text-xs text-slate-600">(this product)</span>
                  </span>
                ) : (
                  <Link
                    to={`/admin/products/edit/${colour.productId}`}
                    aria-label={`Edit ${colour.name}${colour.inStock ? '' : ', sold out'}`}
                    className={`${pill} border-slate-300 bg-white text-slate-800 hover:border-slate-500`}
                  >
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setOpen('add')}
          disabled={!product.colour}
          className={adminSecondaryButtonClass}
        >
          Add another colour
        </button>
        <button
          type="button"
          onClick={() => setOpen('group')}
          disabled={!product.colour}
          className={adminSecondaryButtonClass}
        >
          Group with other products
        </button>
        {inStyle ? (
          <button
            type="button"
            onClick={() => setOpen('remove')}
            className={`${adminRowButtonClass.destructive} min-h-11 text-sm sm:min-h-10`}
          >
            Remove from style
          </button>
        ) : null}
      </div>

      {open === 'add' ? <AddColourDialog product={product} onClose={() => setOpen(null)} /> : null}
      {open === 'group' ? (
        <GroupStyleDialog product={product} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        open={open === 'remove'}
        variant="destructive"
        title={`Remove ${product.name} from its style?`}
        description={
          <p>
            Its other colours stay together; shoppers stop seeing {product.colour?.name ?? 'it'}{' '}
            among them. Its own colour stays.
          </p>
        }
        confirmLabel="Remove from style"
        pendingLabel="Removing…"
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
        onCancel={() => setOpen(null)}
      />
    </section>
  );
}
