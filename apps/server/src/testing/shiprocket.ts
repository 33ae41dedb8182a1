import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SHIPROCKET_TEST_LOGIN = {
  email: 'api-user@littleloom.in',
  password: 'shiprocket-api-password',
} as const;

/** What the stand-in answers for a delivery PIN (every other PIN: two couriers, 4 and 6 days). */
export const SHIPROCKET_STAND_IN_PINS = {
  /** 200 with `status: 404` and no data, as Shiprocket answers a PIN no courier serves. */
  notServiceable: '744101',
  /** An HTTP 404 whose body says `status: 404`. */
  notFound: '682555',
  /** 200 with an empty list of courier companies. */
  noCompanies: '194101',
  /** Served, by couriers that do not collect cash. */
  noCod: '737101',
  /** Served by two couriers, none recommended: 3 and 7 days. */
  noRecommendation: '110001',
} as const;

/** The pickup addresses the stand-in's account has, by their nickname; any other is refused. */
export const SHIPROCKET_STAND_IN_PICKUP_LOCATIONS = ['Primary', 'Bengaluru Studio'] as const;

/** The courier company the stand-in assigns every AWB to. */
export const SHIPROCKET_STAND_IN_COURIER = 'Delhivery Surface';

/** What the stand-in answers an order while it refuses bookings: a 422 naming the field. */
export const SHIPROCKET_STAND_IN_REFUSAL = {
  message: 'Oops! Invalid Data.',
  errors: { billing_address: ['Address line 1 should have House no / Flat no / Road no.'] },
  status_code: 422,
} as const;

/** What the stand-in answers an AWB assignment while the wallet is empty: a 200 with a reason. */
export const SHIPROCKET_STAND_IN_WALLET_ERROR =
  'Insufficient balance in your wallet. Please recharge to ship this order.';

export interface SeenServiceabilityCheck {
  query: Record<string, string>;
  authorization: string;
}

/** A call the stand-in received, whatever it answered. */
export interface SeenCall {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  authorization: string;
  /** What the stand-in answered. */
  status: number;
}

/** An order the stand-in's account holds, as Shiprocket would. */
export interface StandInOrder {
  orderId: number;
  shipmentId: number;
  /** The shop's `order_id`. */
  reference: string;
  /** The body the order was created with. */
  body: Record<string, unknown>;
  awb: string | null;
  courierName: string | null;
  pickupRequested: boolean;
  /** Shiprocket's words for where the order is: NEW, READY TO SHIP, PICKUP SCHEDULED... */
  status: string;
  /** The NDR actions taken on it, in order. */
  ndrActions: { action: string; comments: string }[];
}

type Behaviour =
  /** Answers as Shiprocket does. */
  | 'normal'
  /** Answers every call with a 500. */
  | 'failing'
  /** Answers nothing for 2 s. */
  | 'slow'
  /** Refuses every token with a 401, however new. */
  | 'refusing tokens'
  /** Refuses every new order with `SHIPROCKET_STAND_IN_REFUSAL`. */
  | 'refusing bookings'
  /** Assigns no AWB, for want of money in the wallet (`SHIPROCKET_STAND_IN_WALLET_ERROR`). */
  | 'empty wallet';

const REQUIRED_ORDER_FIELDS = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'shipping_is_billing',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
] as const;

/** Where Shiprocket still lets an order be cancelled: before the courier collects it. */
const CANCELLABLE = new Set(['NEW', 'READY TO SHIP', 'PICKUP SCHEDULED']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one id of a `shipment_id` given alone or in a list. */
const oneId = (value: unknown) => Number(Array.isArray(value) ? value[0] : value);

/**
 * A local stand-in for the Shiprocket API endpoints the shop calls: POST /v1/external/auth/login
 * (a new token for the right e-mail and password, 403 otherwise), and, with a token it issued and
 * still accepts (401 otherwise): GET /v1/external/courier/serviceability/, the booking calls
 * (POST orders/create/adhoc, courier/assign/awb, courier/generate/pickup, courier/generate/label,
 * GET orders/show/{id}), POST orders/cancel and POST ndr/{awb}/action. It keeps the orders it
 * created and records every call it received, so tests can count what was asked.
 */
export async function shiprocketStandIn() {
  const state = {
    behaviour: 'normal' as Behaviour,
    requests: 0,
    logins: 0,
    checks: [] as SeenServiceabilityCheck[],
    calls: [] as SeenCall[],
    orders: [] as StandInOrder[],
    /** AWB assignments still to fail with a 500, one each. */
    awbFailures: 0,
    /** Tokens issued and not yet expired by `expireTokens`. */
    valid: new Set<string>(),
  };

  const baseUrl = () => `http://127.0.0.1:${port}`;

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.statusCode = status;
    if (body === undefined) {
      response.end();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };

  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const parse = (raw: string): unknown => {
    if (raw === '') return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  };

  const acceptsToken = (request: IncomingMessage) =>
    state.behaviour !== 'refusing tokens' &&
    state.valid.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  const login = (response: ServerResponse, body: unknown) => {
    const given = isRecord(body) ? body : {};
    if (
      given.email !== SHIPROCKET_TEST_LOGIN.email ||
      given.password !== SHIPROCKET_TEST_LOGIN.password
    ) {
      send(response, 403, { message: 'Invalid email and password combination', status_code: 403 });
      return;
    }
    state.logins += 1;
    const token = `standin-token-${state.logins}`;
    state.valid.add(token);
    send(response, 200, { id: 1, email: given.email, company_id: 7, token });
  };

  const serviceability = (response: ServerResponse, url: URL) => {
    const pin = url.searchParams.get('delivery_postcode');
    const courier = (id: number, name: string, days: number | string, cod: 0 | 1) => ({
      courier_company_id: id,
      courier_name: name,
      cod,
      estimated_delivery_days: days,
      etd: 'Mar 17, 2026',
      rate: 62.5,
    });
    switch (pin) {
      case SHIPROCKET_STAND_IN_PINS.notServiceable:
        send(response, 200, {
          status: 404,
          message: 'Delivery postcode not serviceable',
          data: [],
        });
        return;
      case SHIPROCKET_STAND_IN_PINS.notFound:
        send(response, 404, { status: 404, message: 'No courier serviceable' });
        return;
      case SHIPROCKET_STAND_IN_PINS.noCompanies:
        send(response, 200, { status: 200, data: { available_courier_companies: [] } });
        return;
      case SHIPROCKET_STAND_IN_PINS.noCod:
        send(response, 200, {
          status: 200,
          data: {
            available_courier_companies: [courier(51, 'Ekart Surface', '7', 0)],
            recommended_courier_company_id: 51,
          },
        });
        return;
      case SHIPROCKET_STAND_IN_PINS.noRecommendation:
        send(response, 200, {
          status: 200,
          data: {
            available_courier_companies: [
              courier(10, 'Delhivery Air', 3, 1),
              courier(24, 'DTDC Surface', '7', 0),
            ],
          },
        });
        return;
      default:
        send(response, 200, {
          status: 200,
          data: {
            available_courier_companies: [
              courier(10, 'Delhivery Air', '4', 1),
              courier(24, 'DTDC Surface', 6, 0),
            ],
            recommended_courier_company_id: 10,
          },
        });
    }
  };

  const createOrder = (response: ServerResponse, body: unknown) => {
    const given = isRecord(body) ? body : {};
    const missing = REQUIRED_ORDER_FIELDS.filter(
      (field) => given[field] === undefined || given[field] === null || given[field] === '',
    );
    if (missing.length > 0 || !Array.isArray(given.order_items) || given.order_items.length === 0) {
      send(response, 422, {
        message: 'Oops! Invalid Data.',
        errors: Object.fromEntries(
          (missing.length > 0 ? missing : ['order_items']).map((field) => [
            field,
            [`The ${field.replaceAll('_', ' ')} field is required.`],
          ]),
        ),
        status_code: 422,
      });
      return;
    }
    if (state.behaviour === 'refusing bookings') {
      send(response, 422, SHIPROCKET_STAND_IN_REFUSAL);
      return;
    }
    if (
      !(SHIPROCKET_STAND_IN_PICKUP_LOCATIONS as readonly unknown[]).includes(given.pickup_location)
    ) {
      send(response, 400, {
        message: 'Wrong Pickup location entered. Please choose one location from data given',
        status_code: 400,
      });
      return;
    }
    const reference = String(given.order_id);
    // Shiprocket refuses an order_id it already holds, even a cancelled one's.
    if (state.orders.some((order) => order.reference === reference)) {
      send(response, 422, { message: 'Order Id already exists', status_code: 422 });
      return;
    }
    const order: StandInOrder = {
      orderId: 880_000 + state.orders.length + 1,
      shipmentId: 770_000 + state.orders.length + 1,
      reference,
      body: given,
      awb: null,
      courierName: null,
      pickupRequested: false,
      status: 'NEW',
      ndrActions: [],
    };
    state.orders.push(order);
    send(response, 200, {
      order_id: order.orderId,
      shipment_id: order.shipmentId,
      status: 'NEW',
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: null,
      courier_company_id: null,
      courier_name: null,
    });
  };

  const byShipment = (body: unknown) => {
    const id = oneId(isRecord(body) ? body.shipment_id : undefined);
    return state.orders.find((order) => order.shipmentId === id);
  };

  const assignAwb = (response: ServerResponse, body: unknown) => {
    const order = byShipment(body);
    if (!order) {
      send(response, 400, { message: 'Invalid shipment id', status_code: 400 });
      return;
    }
    if (state.awbFailures > 0) {
      state.awbFailures -= 1;
      send(response, 500, { message: 'Server Error', status_code: 500 });
      return;
    }
    if (order.awb) {
      send(response, 400, {
        message: 'Oops! Cannot reassign courier for this shipment.',
        status_code: 400,
      });
      return;
    }
    if (state.behaviour === 'empty wallet') {
      send(response, 200, {
        awb_assign_status: 0,
        response: { data: { awb_assign_error: SHIPROCKET_STAND_IN_WALLET_ERROR } },
      });
      return;
    }
    order.awb = String(19_041_424_750_000 + order.shipmentId);
    order.courierName = SHIPROCKET_STAND_IN_COURIER;
    order.status = 'READY TO SHIP';
    send(response, 200, {
      awb_assign_status: 1,
      response: {
        data: {
          courier_company_id: 142,
          awb_code: order.awb,
          cod: order.body.payment_method === 'COD' ? 1 : 0,
          order_id: order.orderId,
          shipment_id: order.shipmentId,
          awb_code_status: 1,
          applied_weight: order.body.weight,
          courier_name: order.courierName,
          pickup_scheduled_date: '2026-03-14 14:00:00',
        },
      },
    });
  };

  const requestPickup = (response: ServerResponse, body: unknown) => {
    const order = byShipment(body);
    if (!order?.awb) {
      send(response, 400, { message: 'Invalid shipment id', status_code: 400 });
      return;
    }
    if (order.pickupRequested) {
      send(response, 400, { message: 'Already in Pickup Queue.', status_code: 400 });
      return;
    }
    order.pickupRequested = true;
    order.status = 'PICKUP SCHEDULED';
    send(response, 200, {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: '2026-03-14 14:00:00',
        pickup_token_number: `Reference No: ${order.shipmentId}`,
        status: 3,
        data: `Pickup is confirmed by ${order.courierName} For AWB :- ${order.awb}`,
      },
    });
  };

  const label = (response: ServerResponse, body: unknown) => {
    const order = byShipment(body);
    if (!order?.awb) {
      send(response, 200, {
        label_created: 0,
        not_created: [],
        response: 'No valid shipment ids to print label',
      });
      return;
    }
    send(response, 200, {
      label_created: 1,
      label_url: `${baseUrl()}/labels/shipping-label-${order.shipmentId}-${order.awb}.pdf`,
      response: 'Label has been created and uploaded successfully!',
      not_created: [],
    });
  };

  const showOrder = (response: ServerResponse, id: string) => {
    const order = state.orders.find((candidate) => String(candidate.orderId) === id);
    if (!order) {
      send(response, 400, { message: 'Order ID not found', status_code: 400 });
      return;
    }
    send(response, 200, {
      data: {
        id: order.orderId,
        channel_order_id: order.reference,
        status: order.status,
        payment_method: order.body.payment_method === 'COD' ? 'cod' : 'prepaid',
        shipments: {
          id: order.shipmentId,
          order_id: order.orderId,
          awb: order.awb,
          courier: order.courierName ?? '',
          status: order.status,
        },
      },
    });
  };

  // Shiprocket documents only the 204 of a cancellation; the stand-in's refusals are its own
  // words, there to make the shop read the order before taking a refusal at its word.
  const cancel = (response: ServerResponse, body: unknown) => {
    const ids = isRecord(body) && Array.isArray(body.ids) ? body.ids.map(Number) : [];
    const orders = state.orders.filter((order) => ids.includes(order.orderId));
    if (orders.length === 0) {
      send(response, 400, { message: 'Order ID not found', status_code: 400 });
      return;
    }
    if (orders.some((order) => order.status === 'CANCELED')) {
      send(response, 400, { message: 'Order is already cancelled.', status_code: 400 });
      return;
    }
    if (orders.some((order) => !CANCELLABLE.has(order.status))) {
      send(response, 400, {
        message: 'Order cannot be cancelled once the courier has picked it up.',
        status_code: 400,
      });
      return;
    }
    for (const order of orders) order.status = 'CANCELED';
    send(response, 204);
  };

  const ndrAction = (response: ServerResponse, awb: string, body: unknown) => {
    const order = state.orders.find((candidate) => candidate.awb === awb);
    const given = isRecord(body) ? body : {};
    const action = String(given.action ?? '');
    if (!order) {
      send(response, 400, { message: 'Invalid AWB', status_code: 400 });
      return;
    }
    if (!['re-attempt', 'return'].includes(action) || typeof given.comments !== 'string') {
      send(response, 422, {
        message: 'Oops! Invalid Data.',
        errors: { action: ['The selected action is invalid.'] },
        status_code: 422,
      });
      return;
    }
    if (order.status !== 'UNDELIVERED') {
      send(response, 400, {
        message: 'Action can be taken only on shipments in NDR.',
        status_code: 400,
      });
      return;
    }
    order.ndrActions.push({ action, comments: given.comments });
    if (action === 'return') order.status = 'RTO INITIATED';
    send(response, 202, { status: 'Data Updated Sucessfully' });
  };

  const route = (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: unknown,
  ): void => {
    const { pathname } = url;
    const method = request.method ?? 'GET';
    if (method === 'POST' && pathname === '/v1/external/auth/login') {
      login(response, body);
      return;
    }
    if (method === 'GET' && pathname === '/v1/external/courier/serviceability/') {
      state.checks.push({
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization ?? '',
      });
    }
    const known =
      (method === 'GET' &&
        (pathname === '/v1/external/courier/serviceability/' ||
          pathname.startsWith('/v1/external/orders/show/'))) ||
      (method === 'POST' &&
        (/^\/v1\/external\/ndr\/[^/]+\/action$/.test(pathname) ||
          [
            '/v1/external/orders/create/adhoc',
            '/v1/external/courier/assign/awb',
            '/v1/external/courier/generate/pickup',
            '/v1/external/courier/generate/label',
            '/v1/external/orders/cancel',
          ].includes(pathname)));
    if (!known) {
      send(response, 404, { message: '404 Not Found', status_code: 404 });
      return;
    }
    if (!acceptsToken(request)) {
      send(response, 401, { message: 'Token has expired', status_code: 401 });
      return;
    }
    if (body === null) {
      send(response, 400, { message: 'Malformed JSON', status_code: 400 });
      return;
    }
    if (pathname === '/v1/external/courier/serviceability/') serviceability(response, url);
    else if (pathname.startsWith('/v1/external/orders/show/')) {
      showOrder(response, decodeURIComponent(pathname.slice('/v1/external/orders/show/'.length)));
    } else if (pathname === '/v1/external/orders/create/adhoc') createOrder(response, body);
    else if (pathname === '/v1/external/courier/assign/awb') assignAwb(response, body);
    else if (pathname === '/v1/external/courier/generate/pickup') requestPickup(response, body);
    else if (pathname === '/v1/external/courier/generate/label') label(response, body);
    else if (pathname === '/v1/external/orders/cancel') cancel(response, body);
    else {
      const awb = decodeURIComponent(pathname.split('/')[4] ?? '');
      ndrAction(response, awb, body);
    }
  };

  const server = createServer((request, response) => {
    state.requests += 1;
    void read(request).then(async (raw) => {
      if (state.behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, 2_000));
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = parse(raw);
      if (state.behaviour === 'failing') {
        send(response, 500, { message: 'Internal Server Error' });
      } else {
        route(request, response, url, body);
      }
      state.calls.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        body,
        authorization: request.headers.authorization ?? '',
        status: response.statusCode,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const orderBy = (reference: string) => {
    const order = state.orders.find((candidate) => candidate.reference === reference);
    if (!order) throw new Error(`The stand-in holds no order ${reference}`);
    return order;
  };

  return {
    url: baseUrl(),
    /** Every request it was sent, answered or failed. */
    get requests() {
      return state.requests;
    },
    get logins() {
      return state.logins;
    },
    /** Every serviceability check it was sent, tokens refused or not. */
    get checks(): readonly SeenServiceabilityCheck[] {
      return state.checks;
    },
    /** Every call it received, oldest first, with what it answered. */
    get calls(): readonly SeenCall[] {
      return state.calls;
    },
    /** The orders it created, oldest first. */
    get orders(): readonly StandInOrder[] {
      return state.orders;
    },
    /** The order created under the shop's reference. */
    order: orderBy,
    behave(behaviour: Behaviour) {
      state.behaviour = behaviour;
    },
    /** Answers the next AWB assignment with a 500, once. */
    failNextAwbAssignment() {
      state.awbFailures += 1;
    },
    /** Moves an order on, as the courier's scans would: `IN TRANSIT`, `UNDELIVERED`... */
    moveTo(reference: string, status: string) {
      orderBy(reference).status = status;
    },
    /** Stops accepting the tokens issued so far, as Shiprocket does when one runs out. */
    expireTokens() {
      state.valid.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ShiprocketStandIn = Awaited<ReturnType<typeof shiprocketStandIn>>;
