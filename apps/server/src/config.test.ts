import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBackupConfig, loadConfig } from './config';
import { openBanner } from './processes/banner';

const secrets = { JWT_SECRET: 'j'.repeat(32), SIMULATOR_SECRET: 's'.repeat(16) };

describe('production refuses the demo defaults', () => {
  it('will not start without an admin password of its own', () => {
    for (const ADMIN_PASSWORD of [undefined, '', 'Admin@123', 'short1', 'alllowercase1!']) {
      expect(() =>
        loadConfig({
          ...secrets,
          NODE_ENV: 'production',
          ...(ADMIN_PASSWORD === undefined ? {} : { ADMIN_PASSWORD }),
        }),
      ).toThrow(/^Refusing to start in production .*: set ADMIN_PASSWORD/);
    }
    const config = loadConfig({
      ...secrets,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Owner@2026x',
    });
    expect(config.admin.password).toBe('Owner@2026x');
  });

  it('adds no demo shop in production unless asked to', () => {
    const production = { ...secrets, NODE_ENV: 'production', ADMIN_PASSWORD: 'Owner@2026x' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...secrets, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ ...secrets, NODE_ENV: 'development' }).admin.password).toBe('Admin@123');
  });

  it('says so in one line and exits when started that way', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'littleloom-prod-')),
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    const output = result.stderr.trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(/^Refusing to start in production .*set ADMIN_PASSWORD/);
  });
});

describe('CATALOGUE_CACHE', () => {
  it('is on unless set to off, in any case and with spaces around it', () => {
    expect(loadConfig({ ...secrets }).catalogueCache).toBe(true);
    expect(loadConfig({ ...secrets, CATALOGUE_CACHE: '' }).catalogueCache).toBe(true);
    expect(loadConfig({ ...secrets, CATALOGUE_CACHE: 'on' }).catalogueCache).toBe(true);
    expect(loadConfig({ ...secrets, CATALOGUE_CACHE: 'off' }).catalogueCache).toBe(false);
    expect(loadConfig({ ...secrets, CATALOGUE_CACHE: ' OFF ' }).catalogueCache).toBe(false);
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => loadConfig({ ...secrets, CATALOGUE_CACHE: 'maybe' })).toThrow(
      /^Invalid configuration: CATALOGUE_CACHE: expected on or off/,
    );
  });
});

describe('PAYMENT_SIMULATOR and the card gateway', () => {
  const production = { ...secrets, NODE_ENV: 'production', ADMIN_PASSWORD: 'Owner@2026x' };
  const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'live-secret' };

  it('is the simulator in development and test unless turned off', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ ...secrets, NODE_ENV }).cardGateway).toBe('simulator');
      expect(loadConfig({ ...secrets, NODE_ENV, PAYMENT_SIMULATOR: '' }).cardGateway).toBe(
        'simulator',
      );
      expect(loadConfig({ ...secrets, NODE_ENV, PAYMENT_SIMULATOR: 'off' }).cardGateway).toBeNull();
    }
  });

  it('is nobody in production unless the simulator is asked for on purpose', () => {
    expect(loadConfig(production).cardGateway).toBeNull();
    expect(loadConfig({ ...production, PAYMENT_SIMULATOR: 'off' }).cardGateway).toBeNull();
    expect(loadConfig({ ...production, PAYMENT_SIMULATOR: ' ON ' }).cardGateway).toBe('simulator');
  });

  it('is Razorpay whenever its keys are set', () => {
    expect(loadConfig({ ...production, ...razorpay }).cardGateway).toBe('razorpay');
    expect(loadConfig({ ...secrets, ...razorpay, PAYMENT_SIMULATOR: 'on' }).cardGateway).toBe(
      'razorpay',
    );
    expect(loadConfig({ ...secrets, ...razorpay, PAYMENT_SIMULATOR: 'off' }).cardGateway).toBe(
      'razorpay',
    );
  });

  it('refuses anything but on or off, naming the setting', () => {
    expect(() => loadConfig({ ...secrets, PAYMENT_SIMULATOR: 'yes' })).toThrow(
      /^Invalid configuration: PAYMENT_SIMULATOR: expected on or off/,
    );
  });
});

describe('SHIPPING_SIMULATOR and the courier', () => {
  const production = { ...secrets, NODE_ENV: 'production', ADMIN_PASSWORD: 'Owner@2026x' };
  const shiprocket = {
    SHIPROCKET_EMAIL: 'api-user@littleloom.in',
    SHIPROCKET_PASSWORD: 'api-password',
  };
  const webhookToken = { SHIPROCKET_WEBHOOK_TOKEN: 'sr-webhook-2f8c91d4e7a3' };

  it('is the simulator in development and test unless turned off', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ ...secrets, NODE_ENV }).courier).toBe('simulator');
      expect(loadConfig({ ...secrets, NODE_ENV, SHIPPING_SIMULATOR: '' }).courier).toBe(
        'simulator',
      );
      expect(loadConfig({ ...secrets, NODE_ENV, SHIPPING_SIMULATOR: 'off' }).courier).toBeNull();
    }
  });

  it('is nobody (shipping by hand) in production unless the simulator is asked for', () => {
    expect(loadConfig(production).courier).toBeNull();
    expect(loadConfig({ ...production, SHIPPING_SIMULATOR: ' On ' }).courier).toBe('simulator');
  });

  it('is Shiprocket whenever its API user is set, at its own address unless told', () => {
    const config = loadConfig({ ...production, ...shiprocket, ...webhookToken });
    expect(config.courier).toBe('shiprocket');
    expect(config.shiprocket).toEqual({
      email: 'api-user@littleloom.in',
      password: 'api-password',
      apiUrl: 'https://apiv2.shiprocket.in',
      webhookToken: webhookToken.SHIPROCKET_WEBHOOK_TOKEN,
      pickupLocation: 'Primary',
    });
    expect(loadConfig({ ...secrets, ...shiprocket, SHIPPING_SIMULATOR: 'on' }).courier).toBe(
      'shiprocket',
    );
    expect(loadConfig(secrets).shiprocket).toBeUndefined();
  });

  it('is named in the start-up banner, which shouts when made-up dates reach real shoppers', () => {
    const facts = { databaseKind: 'pglite' as const, imagesAt: 'the data folder' };
    const lines = (env: Record<string, string>) => openBanner(loadConfig(env), facts).split('\n');
    expect(lines(secrets)).toContain(
      '  shipping: the built-in courier simulator (no SHIPROCKET_EMAIL); delivery dates are made up, and its parcels travel 1440 times faster than real ones (SHIPPING_SIMULATOR_SPEED)',
    );
    expect(lines({ ...secrets, ...shiprocket })).toContain(
      '  shipping: Shiprocket (SHIPROCKET_EMAIL)',
    );
    expect(lines(production)).toContain(
      '  shipping: by hand (no SHIPROCKET_EMAIL, SHIPPING_SIMULATOR off): every PIN code is served, with no delivery estimate',
    );
    expect(lines({ ...production, SHIPPING_SIMULATOR: 'on' }).join('\n')).toContain(
      'DELIVERY CHECKS ARE SIMULATED: SHIPPING_SIMULATOR=on',
    );
  });

  it('books from the pickup address Shiprocket knows by the nickname given, Primary unless told', () => {
    const pickupLocation = (value: string) =>
      loadConfig({ ...secrets, ...shiprocket, SHIPROCKET_PICKUP_LOCATION: value }).shiprocket
        ?.pickupLocation;
    expect(pickupLocation('')).toBe('Primary');
    expect(pickupLocation(' Bengaluru Studio ')).toBe('Bengaluru Studio');
    expect(() =>
      loadConfig({ ...secrets, ...shiprocket, SHIPROCKET_PICKUP_LOCATION: 'x'.repeat(101) }),
    ).toThrow(/^Invalid configuration: SHIPROCKET_PICKUP_LOCATION: /);
  });

  it('will not take Shiprocket’s tracking webhooks in production without a token of 16 characters', () => {
    expect(() => loadConfig({ ...production, ...shiprocket })).toThrow(
      /^Refusing to start in production with Shiprocket but without SHIPROCKET_WEBHOOK_TOKEN: /,
    );
    expect(() =>
      loadConfig({ ...production, ...shiprocket, SHIPROCKET_WEBHOOK_TOKEN: 'short-token' }),
    ).toThrow('Invalid configuration: SHIPROCKET_WEBHOOK_TOKEN: expected at least 16 characters');
    // Elsewhere a shop may try Shiprocket out before setting its webhooks up.
    expect(loadConfig({ ...secrets, ...shiprocket }).shiprocket?.webhookToken).toBeUndefined();
    // Shipping by hand or with the simulator, there are no Shiprocket webhooks to guard.
    expect(loadConfig(production).shiprocket).toBeUndefined();
  });

  it('carries parcels a day a minute while trying the shop, in real days elsewhere, unless told', () => {
    const speed = (env: Record<string, string>) =>
      loadConfig({ ...secrets, ...env }).shippingSimulatorSpeed;
    expect(speed({})).toBe(1440);
    expect(speed({ NODE_ENV: 'test' })).toBe(1);
    expect(loadConfig({ ...production, SHIPPING_SIMULATOR: 'on' }).shippingSimulatorSpeed).toBe(1);
    expect(speed({ SHIPPING_SIMULATOR_SPEED: '1' })).toBe(1);
    expect(speed({ NODE_ENV: 'test', SHIPPING_SIMULATOR_SPEED: '86400' })).toBe(86_400);
    for (const wrong of ['0', 'fast', '99999999']) {
      expect(() => loadConfig({ ...secrets, SHIPPING_SIMULATOR_SPEED: wrong })).toThrow(
        /^Invalid configuration: SHIPPING_SIMULATOR_SPEED: /,
      );
    }
  });

  it('refuses half a Shiprocket login, or anything but on or off', () => {
    for (const half of [
      { SHIPROCKET_EMAIL: shiprocket.SHIPROCKET_EMAIL },
      { SHIPROCKET_PASSWORD: shiprocket.SHIPROCKET_PASSWORD },
    ]) {
      expect(() => loadConfig({ ...secrets, ...half })).toThrow(
        'Invalid configuration: set both SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or neither',
      );
    }
    expect(() => loadConfig({ ...secrets, SHIPPING_SIMULATOR: 'maybe' })).toThrow(
      /^Invalid configuration: SHIPPING_SIMULATOR: expected on or off/,
    );
  });
});

describe('BACKUP_EVERY, BACKUP_DIR and BACKUP_KEEP', () => {
  const every = (value: string | undefined) =>
    loadConfig({ ...secrets, ...(value === undefined ? {} : { BACKUP_EVERY: value }) }).backups
      .every;

  it('schedule nothing unless asked, and read an interval in minutes, hours or days', () => {
    expect(every(undefined)).toBeNull();
    expect(every('')).toBeNull();
    expect(every('off')).toBeNull();
    expect(every(' OFF ')).toBeNull();
    expect(every('30m')).toBe(30 * 60_000);
    expect(every('6h')).toBe(6 * 3_600_000);
    expect(every('1d')).toBe(86_400_000);
    expect(every(' 2 D ')).toBe(2 * 86_400_000);
  });

  it('refuse an interval that is not one, or shorter than 5 minutes or longer than 7 days', () => {
    for (const value of ['6', 'hourly', '1m', '8d', '-1h', '1.5h']) {
      expect(() => every(value), value).toThrow(
        /^Invalid configuration: BACKUP_EVERY: expected off or an interval from 5m to 7d/,
      );
    }
  });

  it('take one a day in production on the embedded database unless told otherwise', () => {
    const production = { ...secrets, NODE_ENV: 'production', ADMIN_PASSWORD: 'Owner@2026x' };
    expect(loadConfig(production).backups.every).toBe(86_400_000);
    expect(loadConfig({ ...production, BACKUP_EVERY: 'off' }).backups.every).toBeNull();
    expect(loadConfig({ ...production, BACKUP_EVERY: '6h' }).backups.every).toBe(6 * 3_600_000);
    const onPostgres = { ...production, DATABASE_URL: 'postgresql://shop@db.internal/littleloom' };
    expect(loadConfig(onPostgres).backups.every).toBeNull();
    expect(loadBackupConfig(production).backups.every).toBe(86_400_000);
  });

  it('keep 14 backups in DATA_DIR/backups unless told otherwise', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'littleloom-config-'));
    expect(loadConfig({ ...secrets, DATA_DIR: dataDir }).backups).toEqual({
      dir: path.join(dataDir, 'backups'),
      every: null,
      keep: 14,
    });
    expect(
      loadConfig({ ...secrets, DATA_DIR: dataDir, BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' })
        .backups,
    ).toMatchObject({ dir: '/srv/backups', keep: 30 });
    expect(() => loadConfig({ ...secrets, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('WEB_CONCURRENCY and SHUTDOWN_TIMEOUT', () => {
  const onPostgres = { ...secrets, DATABASE_URL: 'postgresql://shop@db.internal/littleloom' };

  it('run one process that waits 10 s for requests in flight unless told otherwise', () => {
    const config = loadConfig({ ...secrets, WEB_CONCURRENCY: '', SHUTDOWN_TIMEOUT: '' });
    expect(config.webConcurrency).toBe(1);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ ...onPostgres, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(loadConfig({ ...secrets, SHUTDOWN_TIMEOUT: '25' }).shutdownTimeoutMs).toBe(25_000);
  });

  it('refuse what is not a whole number of processes from 1 to 64, or of seconds from 1 to 600', () => {
    for (const value of ['0', '65', '2.5', 'many']) {
      expect(() => loadConfig({ ...onPostgres, WEB_CONCURRENCY: value }), value).toThrow(
        /^Invalid configuration: WEB_CONCURRENCY/,
      );
    }
    for (const value of ['0', '601', '1.5', 'soon']) {
      expect(() => loadConfig({ ...secrets, SHUTDOWN_TIMEOUT: value }), value).toThrow(
        /^Invalid configuration: SHUTDOWN_TIMEOUT/,
      );
    }
  });

  it('refuse more than one process on the embedded database, in one line', () => {
    expect(() => loadConfig({ ...secrets, WEB_CONCURRENCY: '2' })).toThrow(
      /^Invalid configuration: WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database belongs to one process, so set WEB_CONCURRENCY=1 or use PostgreSQL\.$/,
    );
    expect(loadConfig({ ...secrets, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });
});

describe('secrets of a production shop on PostgreSQL', () => {
  const production = {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'Owner@2026x',
    DATABASE_URL: 'postgresql://shop@db.internal/littleloom',
  };
  const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'littleloom-secrets-'));

  it('must be set, since each machine would generate its own', () => {
    expect(() => loadConfig({ ...production, DATA_DIR: freshDataDir() })).toThrow(
      /^Refusing to start in production on PostgreSQL without JWT_SECRET: .* Set the same value everywhere\.$/,
    );
    const simulated = { ...production, PAYMENT_SIMULATOR: 'on', DATA_DIR: freshDataDir() };
    expect(() => loadConfig(simulated)).toThrow(
      /^Refusing to start in production on PostgreSQL without JWT_SECRET and SIMULATOR_SECRET: /,
    );
    expect(() => loadConfig({ ...simulated, JWT_SECRET: secrets.JWT_SECRET })).toThrow(
      /^Refusing to start in production on PostgreSQL without SIMULATOR_SECRET: /,
    );
  });

  it('are the ones set, with SIMULATOR_SECRET needed only while the simulator takes payments', () => {
    const jwt = { JWT_SECRET: secrets.JWT_SECRET };
    expect(loadConfig({ ...production, ...jwt }).jwtSecret).toBe(secrets.JWT_SECRET);
    expect(loadConfig({ ...production, ...jwt, PAYMENT_SIMULATOR: 'off' }).cardGateway).toBeNull();
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'live-secret' };
    expect(
      loadConfig({ ...production, ...jwt, ...razorpay, PAYMENT_SIMULATOR: 'on' }).cardGateway,
    ).toBe('razorpay');
    const simulated = loadConfig({ ...production, ...secrets, PAYMENT_SIMULATOR: 'on' });
    expect(simulated.simulatorSecret).toBe(secrets.SIMULATOR_SECRET);
  });

  it('may still be generated on the embedded database, or outside production', () => {
    const embedded = loadConfig({ ...production, DATABASE_URL: '', DATA_DIR: freshDataDir() });
    expect(embedded.jwtSecret).toMatch(/^[\w-]{64}$/);
    const development = { ...production, NODE_ENV: 'development', DATA_DIR: freshDataDir() };
    expect(loadConfig(development).jwtSecret).toMatch(/^[\w-]{64}$/);
  });
});
