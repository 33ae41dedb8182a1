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

export interface SeenServiceabilityCheck {
  query: Record<string, string>;
  authorization: string;
}

type Behaviour =
  /** Answers as Shiprocket does. */
  | 'normal'
  /** Answers every call with a 500. */
  | 'failing'
  /** Answers nothing for 2 s. */
  | 'slow'
  /** Refuses every token with a 401, however new. */
  | 'refusing tokens';

/**
 * A local stand-in for the Shiprocket API endpoints the shop calls: POST /v1/external/auth/login
 * (a new token for the right e-mail and password, 403 otherwise) and
 * GET /v1/external/courier/serviceability/ (401 without a token it issued and still accepts).
 */
export async function shiprocketStandIn() {
  const state = {
    behaviour: 'normal' as Behaviour,
    requests: 0,
    logins: 0,
    checks: [] as SeenServiceabilityCheck[],
    /** Tokens issued and not yet expired by `expireTokens`. */
    valid: new Set<string>(),
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };

  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const login = (response: ServerResponse, raw: string) => {
    const body = JSON.parse(raw || '{}') as { email?: string; password?: string };
    if (
      body.email !== SHIPROCKET_TEST_LOGIN.email ||
      body.password !== SHIPROCKET_TEST_LOGIN.password
    ) {
      send(response, 403, { message: 'Invalid email and password combination', status_code: 403 });
      return;
    }
    state.logins += 1;
    const token = `standin-token-${state.logins}`;
    state.valid.add(token);
    send(response, 200, { id: 1, email: body.email, company_id: 7, token });
  };

  const serviceability = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const authorization = request.headers.authorization ?? '';
    state.checks.push({ query: Object.fromEntries(url.searchParams), authorization });
    const token = authorization.replace(/^Bearer /, '');
    if (state.behaviour === 'refusing tokens' || !state.valid.has(token)) {
      send(response, 401, { message: 'Token has expired', status_code: 401 });
      return;
    }
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

  const server = createServer((request, response) => {
    state.requests += 1;
    void read(request).then(async (raw) => {
      if (state.behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (state.behaviour === 'failing') {
        send(response, 500, { message: 'Internal Server Error' });
        return;
      }
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'POST' && url.pathname === '/v1/external/auth/login') {
        login(response, raw);
      } else if (
        request.method === 'GET' &&
        url.pathname === '/v1/external/courier/serviceability/'
      ) {
        serviceability(request, response, url);
      } else {
        send(response, 404, { message: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
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
    behave(behaviour: Behaviour) {
      state.behaviour = behaviour;
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
