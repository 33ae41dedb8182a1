import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SHIPROCKET_STAND_IN_PINS as PINS,
  SHIPROCKET_TEST_LOGIN,
  shiprocketStandIn,
  type ShiprocketStandIn,
} from '../testing/shiprocket';
import { manualClock } from './clock';
import {
  CourierUnavailable,
  ShippingByHand,
  SimulatedCourier,
  simulatorZone,
  type Courier,
  type ParcelRoute,
} from './shipping';
import { ShiprocketCourier } from './shiprocket';
import { SIMULATOR_NO_COD_PINS, SIMULATOR_UNSERVED_PINS } from './shipping-simulator-pins';

const route = (deliveryPin: string, pickupPin: string | null = '560025'): ParcelRoute => ({
  pickupPin,
  deliveryPin,
  weightGrams: 500,
  cod: false,
});

describe('the courier simulator', () => {
  const simulator = new SimulatedCourier();

  it('refuses the islands and Leh, and serves every other PIN code', async () => {
    expect([...SIMULATOR_UNSERVED_PINS.keys()]).toEqual(['744101', '682555', '194101']);
    for (const pin of SIMULATOR_UNSERVED_PINS.keys()) {
      expect(await simulator.serviceability(route(pin))).toEqual({
        serviceable: false,
        cod: false,
        estimatedDays: null,
      });
    }
    // A neighbour of an unserved PIN is served: the table is exact, not by prefix.
    expect(await simulator.serviceability(route('744102'))).toMatchObject({ serviceable: true });
  });

  it('takes no cash in Gangtok, Imphal and Aizawl, but delivers there', async () => {
    expect([...SIMULATOR_NO_COD_PINS.keys()]).toEqual(['737101', '795001', '796001']);
    for (const pin of SIMULATOR_NO_COD_PINS.keys()) {
      expect(await simulator.serviceability(route(pin))).toEqual({
        serviceable: true,
        cod: false,
        estimatedDays: 8,
      });
    }
    expect(await simulator.serviceability(route('737102'))).toMatchObject({ cod: true });
  });

  it('serves every address the shop’s own fixtures and demo customers use, with cash', async () => {
    const pins = ['411001', '400001', '600001', '560001', '400050', '600090', '110048'];
    for (const pin of [...pins, '682036', '500029', '700016', '380009']) {
      expect(await simulator.serviceability(route(pin))).toMatchObject({
        serviceable: true,
        cod: true,
      });
    }
  });

  it('estimates the most days of the zone between the pickup and delivery PIN codes', async () => {
    const days = async (deliveryPin: string, pickupPin: string | null = '560025') =>
      (await simulator.serviceability(route(deliveryPin, pickupPin))).estimatedDays;
    expect(await days('560001')).toBe(2); // Bengaluru to Bengaluru: one sorting district
    expect(await days('562110')).toBe(3); // to Devanahalli: the Karnataka circle
    expect(await days('500001')).toBe(5); // to Hyderabad: the same region (5)
    expect(await days('600001')).toBe(6); // to Chennai: region 6, elsewhere
    expect(await days('110001')).toBe(6); // to Delhi: elsewhere
    expect(await days('781001')).toBe(8); // to Guwahati: the north-east
    expect(await days('190001')).toBe(8); // to Srinagar
    expect(await days('744102')).toBe(8); // to the Andamans
    expect(await days('781005', '781001')).toBe(2); // within Guwahati, quick all the same
    expect(await days('782001', '781001')).toBe(8); // elsewhere in Assam: remote
  });

  it('counts every ordinary destination as the farthest while the shop has no pickup PIN', () => {
    expect(simulatorZone(null, '560001')).toBe('elsewhere');
    expect(simulatorZone(null, '110001')).toBe('elsewhere');
    expect(simulatorZone(null, '795002')).toBe('remote');
  });
});

describe('shipping by hand', () => {
  it('serves every PIN code, takes cash, and estimates nothing', async () => {
    const byHand: Courier = new ShippingByHand();
    for (const pin of ['744101', '737101', '560001']) {
      expect(await byHand.serviceability(route(pin))).toEqual({
        serviceable: true,
        cod: true,
        estimatedDays: null,
      });
    }
  });
});

describe('Shiprocket', () => {
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

  const shiprocket = (
    options: { clock?: ReturnType<typeof manualClock>; timeoutMs?: number } = {},
  ) => new ShiprocketCourier({ ...SHIPROCKET_TEST_LOGIN, apiUrl: standIn.url, ...options });

  it('logs in once, sends the route in kilograms, and reuses its token', async () => {
    const courier = shiprocket();
    const loginsBefore = standIn.logins;
    const checksBefore = standIn.checks.length;
    const answers = await Promise.all([
      courier.serviceability(route('400001')),
      courier.serviceability(route('400002')),
      courier.serviceability({ ...route('400003'), cod: true }),
    ]);
    expect(answers).toEqual([
      { serviceable: true, cod: true, estimatedDays: 4 },
      { serviceable: true, cod: true, estimatedDays: 4 },
      { serviceable: true, cod: true, estimatedDays: 4 },
    ]);
    expect(standIn.logins - loginsBefore).toBe(1);
    const checks = standIn.checks.slice(checksBefore);
    expect(checks.map((check) => check.query)).toEqual([
      { pickup_postcode: '560025', delivery_postcode: '400001', weight: '0.5', cod: '0' },
      { pickup_postcode: '560025', delivery_postcode: '400002', weight: '0.5', cod: '0' },
      { pickup_postcode: '560025', delivery_postcode: '400003', weight: '0.5', cod: '1' },
    ]);
    expect(new Set(checks.map((check) => check.authorization))).toEqual(
      new Set([`Bearer standin-token-${standIn.logins}`]),
    );
  });

  it('logs in again when Shiprocket no longer accepts the token, and only then', async () => {
    const courier = shiprocket();
    await courier.serviceability(route('400001'));
    const loginsBefore = standIn.logins;
    standIn.expireTokens();
    expect(await courier.serviceability(route('400001'))).toMatchObject({ serviceable: true });
    expect(standIn.logins - loginsBefore).toBe(1);
    await courier.serviceability(route('400001'));
    expect(standIn.logins - loginsBefore).toBe(1);
  });

  it('renews its token a day before Shiprocket’s ten days are up', async () => {
    const clock = manualClock(new Date('2026-03-01T06:00:00Z'));
    const courier = shiprocket({ clock });
    await courier.serviceability(route('400001'));
    const loginsBefore = standIn.logins;
    clock.advance(9 * 86_400_000 - 1);
    await courier.serviceability(route('400001'));
    expect(standIn.logins).toBe(loginsBefore);
    clock.advance(1);
    await courier.serviceability(route('400001'));
    expect(standIn.logins).toBe(loginsBefore + 1);
  });

  it('reads whether cash is taken, and the estimate of the recommended courier or the slowest', async () => {
    const courier = shiprocket();
    expect(await courier.serviceability(route(PINS.noCod))).toEqual({
      serviceable: true,
      cod: false,
      estimatedDays: 7,
    });
    expect(await courier.serviceability(route(PINS.noRecommendation))).toEqual({
      serviceable: true,
      cod: true,
      estimatedDays: 7,
    });
  });

  it('says not serviceable when no courier company goes there', async () => {
    const courier = shiprocket();
    for (const pin of [PINS.notServiceable, PINS.notFound, PINS.noCompanies]) {
      expect(await courier.serviceability(route(pin))).toEqual({
        serviceable: false,
        cod: false,
        estimatedDays: null,
      });
    }
  });

  it('is not asked while the shop has no pickup PIN: every PIN is served, with no estimate', async () => {
    const checksBefore = standIn.checks.length;
    expect(await shiprocket().serviceability(route(PINS.notServiceable, null))).toEqual({
      serviceable: true,
      cod: true,
      estimatedDays: null,
    });
    expect(standIn.checks.length).toBe(checksBefore);
  });

  it('fails plainly when Shiprocket errs, is slow, refuses the login or every token', async () => {
    const failure = (courier: ShiprocketCourier) =>
      courier.serviceability(route('400001')).then(
        () => undefined,
        (error: unknown) => error,
      );

    const courier = shiprocket({ timeoutMs: 300 });
    await courier.serviceability(route('400001'));
    standIn.behave('failing');
    const failed = await failure(courier);
    expect(failed).toBeInstanceOf(CourierUnavailable);
    expect((failed as Error).message).toBe('Shiprocket answered the serviceability check with 500');

    standIn.behave('slow');
    const started = Date.now();
    const slow = await failure(courier);
    expect(slow).toBeInstanceOf(CourierUnavailable);
    expect((slow as Error).message).toBe('Shiprocket did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(1_500);

    standIn.behave('refusing tokens');
    const refused = await failure(courier);
    expect(refused).toBeInstanceOf(CourierUnavailable);
    expect((refused as Error).message).toBe(
      'Shiprocket answered the serviceability check with 401',
    );

    standIn.behave('normal');
    const wrongLogin = new ShiprocketCourier({
      email: SHIPROCKET_TEST_LOGIN.email,
      password: 'not-the-password',
      apiUrl: standIn.url,
    });
    expect(((await failure(wrongLogin)) as Error).message).toBe(
      'Shiprocket refused the login (403): check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD',
    );

    const nobody = new ShiprocketCourier({
      ...SHIPROCKET_TEST_LOGIN,
      apiUrl: 'http://127.0.0.1:9',
    });
    const unreachable = await failure(nobody);
    expect(unreachable).toBeInstanceOf(CourierUnavailable);
    expect((unreachable as Error).message).toMatch(/^Shiprocket could not be reached: /);
  });
});
