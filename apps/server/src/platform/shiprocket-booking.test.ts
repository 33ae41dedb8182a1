import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SHIPROCKET_STAND_IN_COURIER,
  SHIPROCKET_STAND_IN_WALLET_ERROR,
  SHIPROCKET_TEST_LOGIN,
  shiprocketStandIn,
  type ShiprocketStandIn,
} from '../testing/shiprocket';
import {
  ShiprocketCourier,
  shiprocketRefusal,
  splitName,
  tenDigitPhone,
  type ShiprocketOptions,
} from './shiprocket';
import {
  BookingRefused,
  CourierUnavailable,
  type BookedParcel,
  type CourierIds,
  type ParcelBooking,
} from './shipping';

const CREATE = '/v1/external/orders/create/adhoc';
const ASSIGN = '/v1/external/courier/assign/awb';
const PICKUP = '/v1/external/courier/generate/pickup';
const LABEL = '/v1/external/courier/generate/label';
const CANCEL = '/v1/external/orders/cancel';

let references = 0;

/** A prepaid parcel of two lines, under a reference no other test uses. */
const booking = (overrides: Partial<ParcelBooking> = {}): ParcelBooking => ({
  reference: `prc_${Date.now().toString(36)}_${++references}`,
  orderNumber: 'LL-1042',
  // 10:30 in India.
  orderedAt: new Date('2026-03-12T05:00:00Z'),
  pickup: {
    name: 'Little Loom',
    phone: '9900011122',
    street: '4 Hosur Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560025',
  },
  delivery: {
    name: '  Priya Ramesh   Sharma ',
    phone: '+91 98765 43210',
    street: '12, 3rd Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560038',
    email: 'priya@example.in',
  },
  items: [
    { name: 'Muslin swaddle', sku: 'LL-SW-01', units: 2, unitPricePaise: 64_900 },
    { name: 'Knit booties', sku: 'LL-BT-02', units: 1, unitPricePaise: 39_950 },
  ],
  // ₹1,697.50 of goods after a ₹100 coupon.
  goodsValuePaise: 159_750,
  codPaise: 0,
  weightGrams: 450,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 5,
  ...overrides,
});

/** A `save` that remembers what it was given, and what the stand-in held at that moment. */
function saver(standIn: ShiprocketStandIn) {
  const saved: { ids: CourierIds; ordersHeld: number; assignCalls: number }[] = [];
  const save = async (ids: CourierIds) => {
    saved.push({
      ids,
      ordersHeld: standIn.orders.length,
      assignCalls: standIn.calls.filter((call) => call.path === ASSIGN).length,
    });
  };
  return { saved, save };
}

const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

describe('booking parcels with Shiprocket', () => {
  let standIn: ShiprocketStandIn;

  beforeAll(async () => {
    standIn = await shiprocketStandIn();
  });

  afterAll(async () => {
    await standIn.close();
  });

  beforeEach(() => {
    standIn.behave('normal');
  });

  const shiprocket = (options: Partial<ShiprocketOptions> = {}) =>
    new ShiprocketCourier({ ...SHIPROCKET_TEST_LOGIN, apiUrl: standIn.url, ...options });

  const callsTo = (path: string, since = 0) =>
    standIn.calls.slice(since).filter((call) => call.path === path);

  it('creates one order under the reference, in rupees and kilograms, then AWB, pickup and label', async () => {
    const courier = shiprocket({ pickupLocation: 'Bengaluru Studio' });
    const parcel = booking();
    const { saved, save } = saver(standIn);
    const since = standIn.calls.length;

    const booked = await courier.book(parcel, {}, save);

    const order = standIn.order(parcel.reference);
    expect(order.body).toEqual({
      order_id: parcel.reference,
      order_date: '2026-03-12 10:30',
      pickup_location: 'Bengaluru Studio',
      billing_customer_name: 'Priya Ramesh',
      billing_last_name: 'Sharma',
      billing_address: '12, 3rd Cross, Indiranagar',
      billing_city: 'Bengaluru',
      billing_pincode: '560038',
      billing_state: 'Karnataka',
      billing_country: 'India',
      billing_email: 'priya@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [
        { name: 'Muslin swaddle', sku: 'LL-SW-01', units: 2, selling_price: 649 },
        { name: 'Knit booties', sku: 'LL-BT-02', units: 1, selling_price: 399.5 },
      ],
      payment_method: 'Prepaid',
      sub_total: 1597.5,
      length: 30,
      breadth: 25,
      height: 5,
      weight: 0.45,
    });
    expect(booked).toEqual<BookedParcel>({
      courierName: SHIPROCKET_STAND_IN_COURIER,
      awb: order.awb ?? 'no AWB',
      trackingUrl: `https://shiprocket.co/tracking/${order.awb}`,
      providerOrderId: String(order.orderId),
      providerShipmentId: String(order.shipmentId),
      courierLabelUrl: `${standIn.url}/labels/shipping-label-${order.shipmentId}-${order.awb}.pdf`,
    });
    expect(saved).toEqual([
      {
        ids: {
          providerOrderId: String(order.orderId),
          providerShipmentId: String(order.shipmentId),
        },
        ordersHeld: standIn.orders.length,
        assignCalls: callsTo(ASSIGN).length - 1,
      },
    ]);
    expect(order.pickupRequested).toBe(true);
    const steps = standIn.calls
      .slice(since)
      .filter((call) => call.path !== '/v1/external/auth/login');
    expect(steps.map((call) => [call.path, call.body, call.status])).toEqual([
      [CREATE, order.body, 200],
      [ASSIGN, { shipment_id: order.shipmentId }, 200],
      [PICKUP, { shipment_id: [order.shipmentId] }, 200],
      [LABEL, { shipment_id: [order.shipmentId] }, 200],
    ]);
  });

  it('books cash on delivery for the cash collected, from the Primary pickup address unless told', async () => {
    const parcel = booking({ codPaise: 180_000 });
    await shiprocket().book(parcel, {}, async () => {});
    expect(standIn.order(parcel.reference).body).toMatchObject({
      payment_method: 'COD',
      sub_total: 1800,
      pickup_location: 'Primary',
    });
  });

  it('saves the ids before the AWB, and a retry with them goes on without a second order', async () => {
    const courier = shiprocket();
    const parcel = booking();
    const { saved, save } = saver(standIn);
    const since = standIn.calls.length;
    standIn.failNextAwbAssignment();

    const failed = await failure(courier.book(parcel, {}, save));
    expect(failed).toBeInstanceOf(CourierUnavailable);
    expect(failed?.message).toBe('Shiprocket answered the AWB assignment with 500');
    const order = standIn.order(parcel.reference);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.ids).toEqual({
      providerOrderId: String(order.orderId),
      providerShipmentId: String(order.shipmentId),
    });
    // Saved with the order created and before the AWB was asked for.
    expect(saved[0]?.assignCalls).toBe(callsTo(ASSIGN).length - 1);
    expect(order.awb).toBeNull();

    const retried = await courier.book(parcel, saved[0]?.ids ?? {}, save);
    expect(retried.awb).toBe(order.awb);
    expect(retried.providerOrderId).toBe(String(order.orderId));
    expect(callsTo(CREATE, since)).toHaveLength(1);
    expect(standIn.orders.filter((held) => held.reference === parcel.reference)).toHaveLength(1);
    expect(saved).toHaveLength(1);

    // Booked again after it all went through: the same AWB, no new one, the pickup kept.
    const assignsBefore = callsTo(ASSIGN).length;
    const again = await courier.book(parcel, saved[0]?.ids ?? {}, save);
    expect(again).toEqual(retried);
    expect(callsTo(ASSIGN)).toHaveLength(assignsBefore);
    expect(callsTo(PICKUP).at(-1)?.status).toBe(400);
    expect(callsTo(CREATE, since)).toHaveLength(1);
  });

  it('reads the shipment of an order whose shipment id was not saved, and saves it', async () => {
    const courier = shiprocket();
    const parcel = booking();
    standIn.failNextAwbAssignment();
    await failure(courier.book(parcel, {}, async () => {}));
    const order = standIn.order(parcel.reference);
    const { saved, save } = saver(standIn);

    const booked = await courier.book(parcel, { providerOrderId: String(order.orderId) }, save);

    expect(saved.map((entry) => entry.ids)).toEqual([
      { providerOrderId: String(order.orderId), providerShipmentId: String(order.shipmentId) },
    ]);
    expect(booked.providerShipmentId).toBe(String(order.shipmentId));
    expect(standIn.orders.filter((held) => held.reference === parcel.reference)).toHaveLength(1);
  });

  it('passes Shiprocket’s reason on as BookingRefused', async () => {
    const courier = shiprocket();
    const { saved, save } = saver(standIn);

    standIn.behave('refusing bookings');
    const refused = await failure(courier.book(booking(), {}, save));
    expect(refused).toBeInstanceOf(BookingRefused);
    expect(refused?.message).toBe('Address line 1 should have House no / Flat no / Road no');
    expect(saved).toEqual([]);

    standIn.behave('normal');
    const nowhere = await failure(
      shiprocket({ pickupLocation: 'Warehouse 9' }).book(booking(), {}, save),
    );
    expect(nowhere).toBeInstanceOf(BookingRefused);
    expect(nowhere?.message).toBe(
      'Wrong Pickup location entered. Please choose one location from data given',
    );

    // The order is made, and kept, before Shiprocket finds the wallet empty.
    standIn.behave('empty wallet');
    const parcel = booking();
    const broke = await failure(courier.book(parcel, {}, save));
    expect(broke).toBeInstanceOf(BookingRefused);
    expect(broke?.message).toBe(SHIPROCKET_STAND_IN_WALLET_ERROR.replace(/\.$/, ''));
    expect(saved.map((entry) => entry.ids.providerOrderId)).toEqual([
      String(standIn.order(parcel.reference).orderId),
    ]);
  });

  it('fails as CourierUnavailable on a 5xx or when Shiprocket is slow, naming the step', async () => {
    const courier = shiprocket({ timeoutMs: 300 });
    // Logged in already: the failure is the order's.
    await courier.serviceability({
      pickupPin: '560025',
      deliveryPin: '400001',
      weightGrams: 500,
      cod: false,
    });

    standIn.behave('failing');
    const parcel = booking();
    const failed = await failure(courier.book(parcel, {}, async () => {}));
    expect(failed).toBeInstanceOf(CourierUnavailable);
    expect(failed?.message).toBe('Shiprocket answered the order with 500');
    expect(standIn.orders.some((order) => order.reference === parcel.reference)).toBe(false);

    standIn.behave('slow');
    const started = Date.now();
    const slow = await failure(courier.book(booking(), {}, async () => {}));
    expect(slow).toBeInstanceOf(CourierUnavailable);
    expect(slow?.message).toBe('Shiprocket did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('logs in again once when Shiprocket refuses the token of a booking call, and only once', async () => {
    const courier = shiprocket();
    await courier.serviceability({
      pickupPin: '560025',
      deliveryPin: '400001',
      weightGrams: 500,
      cod: false,
    });
    const parcel = booking();
    const since = standIn.calls.length;
    const loginsBefore = standIn.logins;

    standIn.expireTokens();
    const booked = await courier.book(parcel, {}, async () => {});
    expect(booked.awb).toBe(standIn.order(parcel.reference).awb);
    expect(standIn.logins - loginsBefore).toBe(1);
    const creates = callsTo(CREATE, since);
    expect(creates.map((call) => call.status)).toEqual([401, 200]);
    expect(creates[0]?.body).toEqual(creates[1]?.body);
    expect(creates[1]?.authorization).toBe(`Bearer standin-token-${standIn.logins}`);

    standIn.behave('refusing tokens');
    const refusedSince = standIn.calls.length;
    const refused = await failure(courier.book(booking(), {}, async () => {}));
    expect(refused).toBeInstanceOf(CourierUnavailable);
    expect(refused?.message).toBe('Shiprocket answered the order with 401');
    expect(standIn.logins - loginsBefore).toBe(2);
    expect(callsTo(CREATE, refusedSince).map((call) => call.status)).toEqual([401, 401]);
  });
});

describe('cancelling and re-attempting with Shiprocket', () => {
  let standIn: ShiprocketStandIn;
  let courier: ShiprocketCourier;

  beforeAll(async () => {
    standIn = await shiprocketStandIn();
    courier = new ShiprocketCourier({ ...SHIPROCKET_TEST_LOGIN, apiUrl: standIn.url });
  });

  afterAll(async () => {
    await standIn.close();
  });

  const booked = async () => {
    const parcel = booking();
    const result = await courier.book(parcel, {}, async () => {});
    return { reference: parcel.reference, ...result };
  };

  const lastCallTo = (path: string) => standIn.calls.filter((call) => call.path === path).at(-1);

  it('cancels the order before pickup, and answers a second cancellation', async () => {
    const parcel = await booked();
    await courier.cancel(parcel);
    const order = standIn.order(parcel.reference);
    expect(order.status).toBe('CANCELED');
    expect(lastCallTo(CANCEL)).toMatchObject({ body: { ids: [order.orderId] }, status: 204 });

    await courier.cancel(parcel);
    expect(lastCallTo(CANCEL)?.status).toBe(400);
    expect(lastCallTo(`/v1/external/orders/show/${order.orderId}`)?.status).toBe(200);
  });

  it('asks a parcel whose delivery failed back to the shop, and refuses one on its way', async () => {
    const failedDelivery = await booked();
    standIn.moveTo(failedDelivery.reference, 'UNDELIVERED');
    await courier.cancel(failedDelivery);
    const returned = standIn.order(failedDelivery.reference);
    expect(returned.ndrActions).toEqual([{ action: 'return', comments: 'Asked back by the shop' }]);
    expect(returned.status).toBe('RTO INITIATED');
    // Already on its way back: cancelling again is answered.
    await courier.cancel(failedDelivery);
    expect(returned.ndrActions).toHaveLength(1);

    const moving = await booked();
    standIn.moveTo(moving.reference, 'IN TRANSIT');
    const refused = await failure(courier.cancel(moving));
    expect(refused).toBeInstanceOf(BookingRefused);
    expect(refused?.message).toBe('Order cannot be cancelled once the courier has picked it up');
  });

  it('refuses to go on booking an order that was cancelled', async () => {
    const parcel = await booked();
    await courier.cancel(parcel);
    const ordersBefore = standIn.orders.length;
    const refused = await failure(
      courier.book(
        booking({ reference: parcel.reference }),
        { providerOrderId: parcel.providerOrderId, providerShipmentId: parcel.providerShipmentId },
        async () => {},
      ),
    );
    expect(refused).toBeInstanceOf(BookingRefused);
    expect(refused?.message).toBe('The order was cancelled in Shiprocket');
    expect(standIn.orders.length).toBe(ordersBefore);
  });

  it('has nothing to cancel when no order was created', async () => {
    const before = standIn.calls.length;
    await courier.cancel({ reference: 'prc_never_booked', awb: null, providerOrderId: null });
    expect(standIn.calls.length).toBe(before);
  });

  it('asks for a re-attempt through the NDR action, which Shiprocket takes only after a failed delivery', async () => {
    const parcel = await booked();
    const early = await failure(courier.reattempt(parcel));
    expect(early).toBeInstanceOf(BookingRefused);
    expect(early?.message).toBe('Action can be taken only on shipments in NDR');

    standIn.moveTo(parcel.reference, 'UNDELIVERED');
    await courier.reattempt(parcel);
    expect(lastCallTo(`/v1/external/ndr/${parcel.awb}/action`)).toMatchObject({
      body: { action: 're-attempt', comments: 'Delivery to be tried again' },
      status: 202,
    });
    expect(standIn.order(parcel.reference).ndrActions).toEqual([
      { action: 're-attempt', comments: 'Delivery to be tried again' },
    ]);
  });
});

describe('what the shop sends Shiprocket', () => {
  it('splits a name into first names and a last name', () => {
    expect(splitName('Priya Sharma')).toEqual({ first: 'Priya', last: 'Sharma' });
    expect(splitName(' A. R.  Rahman ')).toEqual({ first: 'A. R.', last: 'Rahman' });
    expect(splitName('Madhuri')).toEqual({ first: 'Madhuri', last: '' });
  });

  it('writes a phone as its last ten digits', () => {
    expect(tenDigitPhone('+91 98765-43210')).toBe('9876543210');
    expect(tenDigitPhone('098765 43210')).toBe('9876543210');
    expect(tenDigitPhone('9876543210')).toBe('9876543210');
  });

  it('reads a refusal’s field errors before its message, on one short line', () => {
    expect(
      shiprocketRefusal({
        message: 'Oops! Invalid Data.',
        errors: {
          billing_phone: ['The billing phone must be 10 digits.'],
          sub_total: 'Bad total.',
        },
      }),
    ).toBe('The billing phone must be 10 digits. Bad total');
    expect(shiprocketRefusal({ message: 'Order Id\nalready   exists.' })).toBe(
      'Order Id already exists',
    );
    expect(shiprocketRefusal({ message: 'x'.repeat(500) })).toHaveLength(200);
    expect(shiprocketRefusal({ status_code: 400 })).toBeUndefined();
    expect(shiprocketRefusal('Bad Request')).toBeUndefined();
  });
});
