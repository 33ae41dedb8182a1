import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { isMetricsToken } from './metrics-token';

const secrets = { JWT_SECRET: 'j'.repeat(32), SIMULATOR_SECRET: 's'.repeat(16) };

describe('METRICS_TOKEN', () => {
  it('is off when unset or empty, and kept as given otherwise', () => {
    expect(loadConfig(secrets).metricsToken).toBeUndefined();
    expect(loadConfig({ ...secrets, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'a-long-scrape-token-1234';
    expect(loadConfig({ ...secrets, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('refuses a token too short to keep strangers out, naming the setting', () => {
    expect(() => loadConfig({ ...secrets, METRICS_TOKEN: 'short-token' })).toThrow(
      /METRICS_TOKEN: expected at least 16 characters/,
    );
  });
});

describe('comparing the metrics token', () => {
  const token = 'the-metrics-token-0123456789';

  it('accepts the token itself and nothing else', () => {
    expect(isMetricsToken(token, token)).toBe(true);
    for (const wrong of [undefined, '', `${token} `, token.slice(1), token.toUpperCase()]) {
      expect(isMetricsToken(wrong, token)).toBe(false);
    }
  });
});
