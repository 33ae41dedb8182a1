import { SHIPPING_MESSAGES, STORAGE_KEYS, type Address, type Product } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { makeProduct } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session';
import { serveCatalogue } from '../catalog/catalog-test-server';
import { makeAddress } from '../checkout/checkout-test-server';
import { serveServiceability, type FakeDeliveries } from './shipping-test-server';

interface ShopOptions {
  delivery?: FakeDeliveries;
  /** The signed-in shopper's saved addresses, newest first. */
  addresses?: Address[];
}

/** Two products on sale, the couriers of shipping-test-server.ts, and saved addresses. */
function shop({ delivery = {}, addresses = [] }: ShopOptions = {}) {
  const products: Product[] = [
    makeProduct({ name: 'Bunny Romper' }),
    makeProduct({ name: 'Muslin Bib' }),
  ];
  const fetchMock = stubFetch(
    (url) =>
      serveServiceability(url, delivery) ??
      (url.pathname === '/api/user/address'
        ? jsonResponse({ success: true, addresses })
        : serveCatalogue(url, { products })),
  );
  const checkedPins = () =>
    requestedUrls(fetchMock)
      .filter((url) => url.pathname === '/api/shipping/serviceability')
      .map((url) => url.searchParams.get('pin'));
  const addressReads = () =>
    requestedUrls(fetchMock).filter((url) => url.pathname === '/api/user/address').length;
  return { products, checkedPins, addressReads };
}

async function openProduct(product: Product) {
  const view = renderApp(`/product/${product._id}`);
  await screen.findByRole('heading', { level: 1, name: product.name });
  return { ...view, user: userEvent.setup() };
}

const deliveryBlock = () => within(screen.getByRole('region', { name: 'Delivery' }));
const pinField = () => deliveryBlock().getByLabelText('Delivery PIN code');
const answer = () => deliveryBlock().getByRole('status');

async function checkPin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  await user.clear(pinField());
  await user.type(pinField(), pin);
  await user.click(deliveryBlock().getByRole('button', { name: 'Check' }));
}

beforeEach(() => {
  resetSession();
});

describe('delivery on the product page', () => {
  it('asks nothing of the server until the PIN code is well formed, and says why under the field', async () => {
    const { products, checkedPins } = shop();
    const { user } = await openProduct(products[0]!);
    expect(pinField()).toHaveAttribute('inputmode', 'numeric');

    await user.click(deliveryBlock().getByRole('button', { name: 'Check' }));
    expect(pinField()).toHaveAttribute('aria-invalid', 'true');
    expect(pinField()).toHaveAccessibleDescription(SHIPPING_MESSAGES.pinInvalid);

    await checkPin(user, '012345');
    expect(pinField()).toHaveAccessibleDescription(SHIPPING_MESSAGES.pinInvalid);
    await checkPin(user, '56001');
    expect(pinField()).toHaveAccessibleDescription(SHIPPING_MESSAGES.pinInvalid);
    expect(answer()).toBeEmptyDOMElement();
    expect(checkedPins()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.deliveryPin)).toBeNull();

    await user.type(pinField(), '1');
    expect(pinField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('says by when a served PIN code gets its parcel, and whether cash on delivery is taken', async () => {
    const { products, checkedPins } = shop({ delivery: { '110001': { cod: false } } });
    const { user } = await openProduct(products[0]!);

    await checkPin(user, '560 001');
    expect(await within(answer()).findByText('Delivers to 560001 by Fri, 5 Dec')).toBeVisible();
    expect(within(answer()).getByText('Cash on delivery available')).toBeVisible();

    await checkPin(user, '110001');
    expect(await within(answer()).findByText('Delivers to 110001 by Fri, 5 Dec')).toBeVisible();
    expect(within(answer()).getByText('Cash on delivery not available')).toBeVisible();
    expect(checkedPins()).toEqual(['560001', '110001']);
  });

  it('says only that it delivers when no courier gives an estimate', async () => {
    const { products } = shop({ delivery: { '560001': { estimatedDelivery: null } } });
    const { user } = await openProduct(products[0]!);

    await checkPin(user, '560001');
    expect(await within(answer()).findByText('We deliver to 560001')).toBeVisible();
    expect(within(answer()).queryByText(/^Delivers to/)).not.toBeInTheDocument();
    expect(within(answer()).getByText('Cash on delivery available')).toBeVisible();
  });

  it('says when it does not deliver to a PIN code, and nothing about paying there', async () => {
    const { products } = shop({ delivery: { '744101': { serviceable: false } } });
    const { user } = await openProduct(products[0]!);

    await checkPin(user, '744101');
    expect(await within(answer()).findByText('We do not deliver to 744101 yet.')).toBeVisible();
    expect(within(answer()).queryByText(/Cash on delivery/)).not.toBeInTheDocument();
  });

  it("shows the server's words when it refuses the PIN code or cannot reach the courier", async () => {
    const refusal = 'That PIN code is not one we know.';
    const { products } = shop({
      delivery: { '123456': { status: 400, message: refusal }, '560001': 'unreachable' },
    });
    const { user } = await openProduct(products[0]!);

    await checkPin(user, '123456');
    expect(await within(answer()).findByText(refusal)).toBeVisible();

    await checkPin(user, '560001');
    expect(await within(answer()).findByText(SHIPPING_MESSAGES.checkFailed)).toBeVisible();
  });

  it('remembers the PIN code checked, and answers for it again on another product page', async () => {
    const { products, checkedPins } = shop();
    const { user, router } = await openProduct(products[0]!);

    await checkPin(user, '560001');
    await within(answer()).findByText('Delivers to 560001 by Fri, 5 Dec');
    expect(localStorage.getItem(STORAGE_KEYS.deliveryPin)).toBe('560001');

    await router.navigate(`/product/${products[1]!._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Muslin Bib' });
    expect(pinField()).toHaveValue('560001');
    expect(await within(answer()).findByText('Delivers to 560001 by Fri, 5 Dec')).toBeVisible();
    // Asked once: the second page reads the same answer.
    expect(checkedPins()).toEqual(['560001']);
  });

  it('checks the remembered PIN code as soon as the page opens', async () => {
    localStorage.setItem(STORAGE_KEYS.deliveryPin, '744101');
    const { products, checkedPins } = shop({ delivery: { '744101': { serviceable: false } } });
    await openProduct(products[0]!);

    expect(pinField()).toHaveValue('744101');
    expect(await within(answer()).findByText('We do not deliver to 744101 yet.')).toBeVisible();
    expect(checkedPins()).toEqual(['744101']);
  });

  it("offers a signed-in shopper their first saved address's PIN code, for them to check", async () => {
    const { products, checkedPins } = shop({
      addresses: [makeAddress({ zip: '400020' }), makeAddress({ zip: '560001' })],
    });
    signInAs();
    const { user } = await openProduct(products[0]!);

    await waitFor(() => expect(pinField()).toHaveValue('400020'));
    expect(checkedPins()).toEqual([]);
    await user.click(deliveryBlock().getByRole('button', { name: 'Check' }));
    expect(await within(answer()).findByText('Delivers to 400020 by Fri, 5 Dec')).toBeVisible();
  });

  it('prefers the PIN code checked before to the saved address, and does not read the addresses', async () => {
    localStorage.setItem(STORAGE_KEYS.deliveryPin, '110001');
    const { products, addressReads } = shop({ addresses: [makeAddress({ zip: '400020' })] });
    signInAs();
    await openProduct(products[0]!);

    expect(await within(answer()).findByText('Delivers to 110001 by Fri, 5 Dec')).toBeVisible();
    expect(pinField()).toHaveValue('110001');
    expect(addressReads()).toBe(0);
  });
});
