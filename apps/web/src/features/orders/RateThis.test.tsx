import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { deliveredLine, makeOrder, makeOrderLine, openOrders } from './orders-test-server';

beforeEach(() => {
  resetSession();
});

/** The item whose name heading is `name`, to look inside. */
async function itemRow(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 3 });
  return within(heading.closest('li')!);
}

describe('"Rate this" on the order details page', () => {
  const items = [
    deliveredLine({ name: 'Delivered Frock' }),
    deliveredLine({
      name: 'Kept Vest',
      trackingStatus: 'RETURN_REJECTED',
      canReturn: false,
      returnRejectionReason: 'It has been worn.',
    }),
    makeOrderLine({ name: 'Waiting Bib' }),
    makeOrderLine({ name: 'Shipped Cap', trackingStatus: 'SHIPPED' }),
    deliveredLine({ name: 'Going Back Tee', trackingStatus: 'RETURN_REQUESTED', canReturn: false }),
  ];
  const order = makeOrder({ items });

  it('is offered on the items received, a return asked included, leading to the review form', async () => {
    openOrders(`/orders/${order._id}`, [order]);
    const frock = await itemRow('Delivered Frock');
    const rate = frock.getByRole('link', { name: 'Rate this' });
    expect(rate).toHaveAttribute('href', `/product/${items[0]!.productId}?review=write#reviews`);
    expect(rate).toHaveAccessibleDescription('Delivered Frock');
    expect((await itemRow('Kept Vest')).getByRole('link', { name: 'Rate this' })).toHaveAttribute(
      'href',
      `/product/${items[1]!.productId}?review=write#reviews`,
    );
    expect(
      (await itemRow('Going Back Tee')).getByRole('link', { name: 'Rate this' }),
    ).toHaveAttribute('href', `/product/${items[4]!.productId}?review=write#reviews`);
    for (const name of ['Waiting Bib', 'Shipped Cap']) {
      expect((await itemRow(name)).queryByRole('link', { name: 'Rate this' })).toBeNull();
    }
  });

  it('opens the product page asking for the review', async () => {
    const { user, router } = openOrders(`/orders/${order._id}`, [order]);
    await user.click((await itemRow('Delivered Frock')).getByRole('link', { name: 'Rate this' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: `/product/${items[0]!.productId}`,
        search: '?review=write',
        hash: '#reviews',
      }),
    );
  });
});
