import { STOCK_MESSAGES, stockValueSchema, type Product } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { isSessionEnded, serverMessageOr } from '../admin-api';
import { adminInputClass, adminRowButtonClass } from '../ui/admin-styles';
import { ProductThumbnail } from '../ui/ProductThumbnail';
import { StatusBadge } from '../ui/StatusBadge';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import {
  movedStock,
  showProductChange,
  showSizeStock,
  totalStock,
  updateStock,
} from './products-admin-api';

/** One product: its picture, name and total, then a row per size. */
export function ProductStock({ product }: { product: Product }) {
  const headingId = useId();
  const image = product.images[0];
  return (
    <section
      aria-labelledby={headingId}
      className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
        <ProductThumbnail image={image} size={48} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-bold break-words text-slate-900">
            {product.name}
          </h2>
          <p className="text-xs text-slate-600">
            {product.category.name} · Total stock{' '}
            <span className="font-bold text-slate-900 tabular-nums">{totalStock(product)}</span>
          </p>
        </div>
        {product.deleted ? <StatusBadge tone="red">Deleted</StatusBadge> : null}
      </div>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Stock of {product.name} by size</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-bold sm:px-4">
              Size
            </th>
            <th scope="col" className="w-20 px-3 py-2 text-right font-bold sm:w-28 sm:px-4">
              In stock
            </th>
            <th scope="col" className="w-40 px-3 py-2 font-bold sm:w-52 sm:px-4">
              New stock
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {product.sizes.length > 0 ? (
            product.sizes.map((line) => (
              <SizeStockRow key={line.size} product={product} size={line.size} stock={line.stock} />
            ))
          ) : (
            <tr>
              <td colSpan={3} className="px-4 py-4 text-slate-600">
                This product has no sizes. Add them on its edit page.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

interface SizeStockRowProps {
  product: Product;
  size: string;
  stock: number;
}

function SizeStockRow({ product, size, stock }: SizeStockRowProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const update = useMutation({
    // Against the figure on the screen, so a sale made meanwhile is never written over.
    mutationFn: (next: number) => updateStock(product._id, size, next, stock),
    onSuccess: (reply) => {
      toast.success(reply.message);
      setValue('');
      showProductChange(queryClient, reply.product);
    },
    onError: (failure) => {
      if (isSessionEnded(failure)) return;
      if (failure instanceof ApiError && failure.message === STOCK_MESSAGES.invalid) {
        setError(failure.message);
        return;
      }
      // The figure moved: say so beside it, show the new one and keep what was typed to retry.
      const moved = movedStock(failure);
      if (moved && failure instanceof ApiError) {
        setError(failure.message);
        showSizeStock(queryClient, product._id, moved.size, moved.stock);
        return;
      }
      // The server answered with a refusal, or the request never got there (§8's two words).
      const answered = failure instanceof ApiError && failure.status !== 0;
      const title = answered
        ? CATALOG_ADMIN_MSG.updateStockFailed
        : CATALOG_ADMIN_MSG.updateStockError;
      const detail = serverMessageOr(failure, title);
      toast.error(title, detail === title ? {} : { description: detail });
    },
  });

  const submit = () => {
    const parsed = stockValueSchema.safeParse(value);
    if (!parsed.success) {
      setError(STOCK_MESSAGES.invalid);
      return;
    }
    setError(null);
    update.mutate(parsed.data);
  };

  return (
    <tr>
      <th scope="row" className="px-3 py-2 align-top font-bold text-slate-900 sm:px-4">
        <span className="inline-block pt-2 break-words">{size}</span>
      </th>
      <td
        className={`px-3 py-2 text-right align-top tabular-nums sm:px-4 ${stock === 0 ? 'font-bold text-red-700' : 'text-slate-800'}`}
      >
        <span className="inline-block pt-2">{stock === 0 ? '0 (sold out)' : stock}</span>
      </td>
      <td className="px-3 py-2 align-top sm:px-4">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="flex gap-1.5"
        >
          <label htmlFor={inputId} className="sr-only">
            New stock of {product.name}, size {size}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            placeholder={String(stock)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            className={`${adminInputClass} min-w-0 text-right tabular-nums`}
          />
          <button
            type="submit"
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
            aria-label={`Update stock of ${product.name}, size ${size}`}
            className={`${adminRowButtonClass.neutral} min-h-10 min-w-0`}
          >
            {update.isPending ? 'Saving…' : 'Update'}
          </button>
        </form>
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-xs font-bold text-red-700">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
