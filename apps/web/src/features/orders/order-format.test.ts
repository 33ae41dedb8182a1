import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_BADGE, PAYMENT_STATUS_BADGE, TRACKING_STATUS_BADGE } from './order-format';

/** The palette's colours by name ('mint-soft'), as index.css's @theme declares them. */
// Read from disk: the tests leave style sheets out, even as ?raw.
const styles = readFileSync(path.join(import.meta.dirname, '../../index.css'), 'utf8');
const palette = new Map(
  [...styles.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(
    ([, name = '', hex = '']) => [name, hex] as const,
  ),
);

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The colour a badge's class list names for `kind` ('bg' or 'text'), from the palette. */
function colourOf(classes: string, kind: 'bg' | 'text'): string {
  const name = classes.split(' ').find((name) => name.startsWith(`${kind}-`));
  const hex = name ? palette.get(name.slice(kind.length + 1)) : undefined;
  if (!hex) throw new Error(`${classes}: no palette colour for ${kind}`);
  return hex;
}

describe('order badges', () => {
  const badges = {
    ...Object.fromEntries(
      Object.entries(PAYMENT_STATUS_BADGE).map(([k, v]) => [`payment ${k}`, v]),
    ),
    ...Object.fromEntries(Object.entries(ORDER_STATUS_BADGE).map(([k, v]) => [`order ${k}`, v])),
    ...Object.fromEntries(
      Object.entries(TRACKING_STATUS_BADGE).map(([k, v]) => [`tracking ${k}`, v]),
    ),
  };

  // Their words are small (12 px bold), so WCAG AA asks 4.5:1; axe checks it in the browser too.
  it.each(Object.entries(badges))(
    '%s prints its words at 4.5:1 or more on its ground',
    (_, classes) => {
      expect(contrast(colourOf(classes, 'text'), colourOf(classes, 'bg'))).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );
});
