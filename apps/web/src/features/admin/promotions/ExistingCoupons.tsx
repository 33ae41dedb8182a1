import {
  formatRupees,
  formatShopDay,
  PROMOTION_MESSAGES,
  type Coupon,
  type CouponsReply,
} from '@littleloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { RowActions } from '../ui/RowActions';
import type { AdminColumn } from '../ui/AdminTable';
import { RowButton } from '../ui/RowButton';
import { CouponStatus } from './CouponStatus';
import { PromotionListSection } from './PromotionListSection';
import { PromotionTable } from './PromotionTable';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { deleteCoupon, fetchCoupons, promotionsKey, toggleCoupon } from './promotions-api';

type CouponAct = 'toggle' | 'delete';

interface ExistingCouponsProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Existing Coupons (back-office.md §2): every coupon, newest first, with its status and how often
 * it was used. Activate or Deactivate and Delete each ask first, naming the code (§4); a refused
 * change says why and leaves the row as it was.
 */
export function ExistingCoupons({ page: wanted, onPageChange }: ExistingCouponsProps) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<{ coupon: Coupon; act: CouponAct } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingWhenClosed = useFocusAfterRemoval(headingRef, target !== null);

  const coupons = useQuery({
    queryKey: promotionsKey.coupons,
    queryFn: ({ signal }) => fetchCoupons(signal),
  });

  const showList = (change: (list: Coupon[]) => Coupon[]) => {
    queryClient.setQueryData<CouponsReply>(promotionsKey.coupons, (current) =>
      current ? { ...current, data: change(current.data) } : current,
    );
    void queryClient.invalidateQueries({ queryKey: promotionsKey.coupons });
  };

  const toggle = useMutation({
    mutationFn: (coupon: Coupon) => toggleCoupon(coupon._id),
    onSuccess: (reply) => {
      toast.success(reply.message);
      showList((list) => list.map((c) => (c._id === reply.data._id ? reply.data : c)));
    },
    onError: (error) => toastFailure(error, PROMOTION_MESSAGES.updateCouponError),
    onSettled: () => setTarget(null),
  });

  const remove = useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(coupon._id),
    onSuccess: (reply, coupon) => {
      toast.success(reply.message);
      showList((list) => list.filter((c) => c._id !== coupon._id));
      focusHeadingWhenClosed();
    },
    onError: (error) => toastFailure(error, PROMOTION_MESSAGES.deleteCouponError),
    onSettled: () => setTarget(null),
  });

  return (
    <PromotionListSection
      headingId="existing-coupons-heading"
      title="Existing Coupons"
      headingRef={headingRef}
    >
      <PromotionTable
        labelledBy="existing-coupons-heading"
        query={coupons}
        rows={coupons.data?.data}
        page={wanted}
        onPageChange={onPageChange}
        columns={COLUMNS}
        loadingRows={3}
        words={{
          noun: 'coupons',
          loadError: PROMOTION_MESSAGES.fetchCouponsError,
          empty: PROMOTION_MESSAGES.noCoupons,
          loading: 'Loading coupons…',
        }}
        renderRow={(coupon) => (
          <CouponRow
            coupon={coupon}
            onToggle={() => setTarget({ coupon, act: 'toggle' })}
            onDelete={() => setTarget({ coupon, act: 'delete' })}
          />
        )}
      />

      {target ? (
        <CouponDialog
          coupon={target.coupon}
          act={target.act}
          pending={toggle.isPending || remove.isPending}
          onConfirm={() =>
            target.act === 'delete' ? remove.mutate(target.coupon) : toggle.mutate(target.coupon)
          }
          onCancel={() => setTarget(null)}
        />
      ) : null}
    </PromotionListSection>
  );
}

interface CouponRowProps {
  coupon: Coupon;
  onToggle: () => void;
  onDelete: () => void;
}

function CouponRow({ coupon, onToggle, onDelete }: CouponRowProps) {
  const toggle = coupon.isActive ? 'Deactivate' : 'Activate';
  const used = `${coupon.usedCount} ${coupon.usedCount === 1 ? 'time' : 'times'}`;
  return (
    <tr className="hover:bg-slate-50/70">
      {/* Narrower screens carry the hidden columns under the code. */}
      <td className="px-3 py-2 align-middle sm:px-4">
        <span className="block font-mono font-bold break-all text-slate-900">{coupon.code}</span>
        <span className="block text-xs text-slate-500">
          <span className="md:hidden">
            {coupon.discount}% off · min {formatRupees(coupon.minPurchaseAmount)} ·{' '}
          </span>
          <span className="xl:hidden">
            until {formatShopDay(coupon.expiryDate)} · used {used}
          </span>
        </span>
        <span className="mt-1 block sm:hidden">
          <CouponStatus coupon={coupon} />
        </span>
      </td>
      <td className="hidden px-3 py-2 text-right align-middle tabular-nums sm:px-4 md:table-cell">
        {coupon.discount}%
      </td>
      <td className="hidden px-3 py-2 text-right align-middle tabular-nums sm:px-4 md:table-cell">
        {formatRupees(coupon.minPurchaseAmount)}
      </td>
      <td className="hidden px-3 py-2 align-middle whitespace-nowrap sm:px-4 xl:table-cell">
        <time dateTime={coupon.expiryDate}>{formatShopDay(coupon.expiryDate)}</time>
      </td>
      <td className="hidden px-3 py-2 align-middle sm:table-cell sm:px-4">
        <CouponStatus coupon={coupon} />
      </td>
      <td className="hidden px-3 py-2 text-right align-middle tabular-nums sm:px-4 xl:table-cell">
        {coupon.usedCount}
      </td>
      <RowActions>
        <RowButton label={`${toggle} coupon ${coupon.code}`} onClick={onToggle}>
          {toggle}
        </RowButton>
        <RowButton label={`Delete coupon ${coupon.code}`} tone="destructive" onClick={onDelete}>
          Delete
        </RowButton>
      </RowActions>
    </tr>
  );
}

interface CouponDialogProps {
  coupon: Coupon;
  act: CouponAct;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a coupon is switched or deleted, naming its code. */
function CouponDialog({ coupon, act, pending, onConfirm, onCancel }: CouponDialogProps) {
  const expiry = formatShopDay(coupon.expiryDate);
  const { verb, doing, text, destructive } =
    act === 'delete'
      ? {
          verb: 'Delete',
          doing: 'Deleting…',
          text: 'It is removed for good. Orders already placed with it keep their discount.',
          destructive: true,
        }
      : coupon.isActive
        ? {
            verb: 'Deactivate',
            doing: 'Deactivating…',
            text: 'Shoppers can no longer apply it, and carts holding it lose its discount. You can activate it again.',
            destructive: true,
          }
        : {
            verb: 'Activate',
            doing: 'Activating…',
            text: coupon.isExpired
              ? `It expired on ${expiry}, so shoppers still cannot use it.`
              : `Shoppers can apply it again until the end of ${expiry}.`,
            destructive: false,
          };
  return (
    <ConfirmDialog
      open
      variant={destructive ? 'destructive' : 'default'}
      title={`${verb} coupon ${coupon.code}?`}
      description={<p>{text}</p>}
      confirmLabel={verb}
      pendingLabel={doing}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** Beyond Code and Actions, columns show from a wider screen up; below it the row carries them. */
const COLUMNS: AdminColumn[] = [
  { title: 'Code', skeleton: { bar: 'h-4 w-24 max-w-full rounded bg-slate-200' } },
  {
    title: 'Discount',
    className: 'hidden w-24 text-right md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'ml-auto h-4 w-10 rounded bg-slate-100' },
  },
  {
    title: 'Minimum',
    className: 'hidden w-32 text-right md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'ml-auto h-4 w-20 rounded bg-slate-100' },
  },
  {
    title: 'Expiry',
    className: 'hidden w-32 xl:table-cell',
    skeleton: { cell: 'hidden xl:table-cell', bar: 'h-4 w-24 rounded bg-slate-100' },
  },
  {
    title: 'Status',
    className: 'hidden w-28 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-5 w-16 rounded-full bg-slate-100' },
  },
  {
    title: 'Used',
    className: 'hidden w-20 text-right xl:table-cell',
    skeleton: { cell: 'hidden xl:table-cell', bar: 'ml-auto h-4 w-6 rounded bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-32 text-right sm:w-56',
    skeleton: { bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
  },
];
