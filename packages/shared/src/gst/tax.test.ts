import { describe, expect, it } from 'vitest';
import { allocatePaise } from '../money';
import { lineRateBp, orderTax, splitInclusive, taxableOf, taxOf } from './tax';

const garment = (valuePaise: number, quantity = 1) => ({
  valuePaise,
  quantity,
  hsn: '6111',
  fixedRateBp: 1_200,
});

describe('tax carved out of an inclusive price', () => {
  it('leaves the value before tax', () => {
    expect(taxableOf(105_000, 500)).toBe(100_000);
    expect(taxableOf(118_000, 1_800)).toBe(100_000);
    // 100 / 1.18 = 84.75… rounds to 85; 50 / 1.05 = 47.6… rounds to 48.
    expect(taxableOf(100, 1_800)).toBe(85);
    expect(taxableOf(50, 500)).toBe(48);
    expect(taxableOf(0, 500)).toBe(0);
  });

  it('rounds an exact half paisa up', () => {
    // 21 / 1.05 = 20 exactly; 10.5 / 1.05 = 10 exactly; 1.05 × 10.5 = 11.025 → 10.5 → 11.
    expect(taxableOf(21, 500)).toBe(20);
    expect(taxableOf(2_205, 500)).toBe(2_100);
    expect(taxableOf(11_025, 500) * 2).toBe(21_000);
  });
});

describe('the ₹2,500 threshold for apparel and footwear', () => {
  it('charges 5% up to ₹2,500 before tax and 18% above, at its edges', () => {
    expect(lineRateBp(garment(262_500))).toBe(500); // ₹2,625 = ₹2,500 + 5%
    expect(lineRateBp(garment(262_501))).toBe(1_800);
    expect(lineRateBp(garment(100))).toBe(500);
  });

  it('reads the value per piece, so quantity does not move a line into the higher rate', () => {
    expect(lineRateBp(garment(525_000, 2))).toBe(500);
    expect(lineRateBp(garment(525_002, 2))).toBe(1_800);
    expect(lineRateBp(garment(900_000, 4))).toBe(500);
  });

  it('reads the value after the discount', () => {
    expect(lineRateBp(garment(280_000 - 20_000))).toBe(500);
    expect(lineRateBp(garment(280_000))).toBe(1_800);
  });

  it('applies to chapters 61, 62, 63 and 64 only; others pay their fixed rate', () => {
    for (const hsn of ['6109', '6209', '6302', '6402']) {
      expect(lineRateBp({ ...garment(300_000), hsn })).toBe(1_800);
    }
    expect(lineRateBp({ valuePaise: 300_000, quantity: 1, hsn: '9503', fixedRateBp: 500 })).toBe(
      500,
    );
    expect(lineRateBp({ valuePaise: 1_000, quantity: 1, hsn: '4202', fixedRateBp: 1_800 })).toBe(
      1_800,
    );
  });
});

describe('CGST and SGST within the state, IGST to other states', () => {
  it.each([
    // paid, rate → taxable, CGST, SGST (paise). An even tax is halved exactly.
    [105_000, 500, 100_000, 2_500, 2_500],
    [118_000, 1_800, 100_000, 9_000, 9_000],
    [49_900, 500, 47_524, 1_188, 1_188],
    [29_900, 1_200, 26_696, 1_602, 1_602],
    [5_000, 500, 4_762, 119, 119],
    [1, 500, 1, 0, 0],
    // An odd tax: CGST takes the odd paisa, always.
    [99_900, 500, 95_143, 2_379, 2_378],
    [100, 1_800, 85, 8, 7],
    [7, 1_800, 6, 1, 0],
  ])(
    'splits %i paise at %i bp into %i taxable, %i CGST and %i SGST',
    (paid, rate, taxable, cgst, sgst) => {
      expect(splitInclusive(paid, rate, true)).toEqual({
        rateBp: rate,
        taxablePaise: taxable,
        cgstPaise: cgst,
        sgstPaise: sgst,
        igstPaise: 0,
      });
    },
  );

  it('gives CGST and SGST the same amount whenever the tax is even, at every rate', () => {
    const uneven: string[] = [];
    for (const rate of [500, 1_200, 1_800, 2_800]) {
      for (let paid = 0; paid <= 20_000; paid += 1) {
        const split = splitInclusive(paid, rate, true);
        if (split.cgstPaise - split.sgstPaise !== taxOf(split) % 2) uneven.push(`${paid}@${rate}`);
      }
    }
    expect(uneven).toEqual([]);
  });

  it('charges it all as IGST to another state', () => {
    expect(splitInclusive(105_000, 500, false)).toEqual({
      rateBp: 500,
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5_000,
    });
  });
});

describe('an order', () => {
  it('taxes delivery at the rate of its highest-value line', () => {
    const tax = orderTax({
      lines: [garment(99_900), garment(300_000), garment(120_000)],
      deliveryPaise: 5_000,
      intraState: false,
    });
    expect(tax.lines.map((l) => l.rateBp)).toEqual([500, 1_800, 500]);
    expect(tax.delivery.rateBp).toBe(1_800);
    expect(tax.delivery.taxablePaise).toBe(4_237);
  });

  it('picks the earlier line when two are worth the same', () => {
    const tax = orderTax({
      lines: [
        garment(300_000),
        { valuePaise: 300_000, quantity: 1, hsn: '9503', fixedRateBp: 1_200 },
      ],
      deliveryPaise: 5_000,
      intraState: true,
    });
    expect(tax.delivery.rateBp).toBe(1_800);
  });

  it('has no delivery tax when delivery is free', () => {
    const tax = orderTax({ lines: [garment(10_000)], deliveryPaise: 0, intraState: true });
    expect(taxOf(tax.delivery) + tax.delivery.taxablePaise).toBe(0);
  });

  it('adds up to exactly what the shopper paid, whatever the prices, discount and state', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 500; round += 1) {
      const totals = Array.from({ length: 1 + next(5) }, () => (1 + next(400_000)) * (1 + next(3)));
      const subtotal = totals.reduce((a, b) => a + b, 0);
      const discount = next(Math.floor(subtotal / 2));
      const delivery = next(2) * 5_000;
      const shares = allocatePaise(discount, totals);
      const values = totals.map((total, index) => total - shares[index]!);
      const tax = orderTax({
        lines: values.map((valuePaise) => garment(valuePaise, 1 + next(3))),
        deliveryPaise: delivery,
        intraState: next(2) === 0,
      });
      const paid = [...tax.lines, tax.delivery].reduce(
        (sum, split) => sum + split.taxablePaise + taxOf(split),
        0,
      );
      expect(paid).toBe(subtotal - discount + delivery);
    }
  });
});
