import { describe, expect, it } from 'vitest';
import favicon from '../../public/favicon.svg?raw';
import { LOGO_MARK } from './logo-mark';

describe('favicon', () => {
  it('is the same drawing as the logo mark', () => {
    expect(favicon).toContain(`viewBox="${LOGO_MARK.viewBox}"`);
    const { cx, cy, r, fill } = LOGO_MARK.ball;
    expect(favicon).toContain(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`);
    for (const wrap of LOGO_MARK.wraps) expect(favicon).toContain(`d="${wrap}"`);
    expect(favicon).toContain(`d="${LOGO_MARK.thread}"`);
    expect(favicon).toContain(`stroke="${LOGO_MARK.threadStroke}"`);
  });
});
