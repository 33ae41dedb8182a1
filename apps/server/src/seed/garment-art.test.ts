import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  GARMENT_KINDS,
  GARMENT_PATTERNS,
  GARMENT_VIEWS,
  renderGarmentSvg,
  type GarmentArt,
} from './garment-art';

const SVG_NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"';

const base: GarmentArt = {
  kind: 'tshirt',
  colour: '#E8735F',
  accent: '#FFF4E0',
  background: '#DDEBF7',
  pattern: 'stripes',
  view: 'front',
};

function hexToRgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Rasterises like the media service does and reports what came out. */
async function rasterise(art: GarmentArt) {
  const png = await sharp(Buffer.from(renderGarmentSvg(art)))
    .png()
    .toBuffer();
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .removeAlpha()
    .resize(200, 200)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Share of pixels close to the garment colour proves the fabric was drawn; share of pixels
  // far from the pastel backdrop proves something of substance sits on it.
  const fabric = hexToRgb(art.colour);
  const backdrop = hexToRgb(art.background);
  let near = 0;
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const px = [data[i]!, data[i + 1]!, data[i + 2]!] as const;
    if (Math.hypot(px[0] - fabric[0], px[1] - fabric[1], px[2] - fabric[2]) < 48) near += 1;
    if (Math.hypot(px[0] - backdrop[0], px[1] - backdrop[1], px[2] - backdrop[2]) > 70) ink += 1;
  }
  const pixels = info.width * info.height;
  const stats = await sharp(png).stats();
  return { meta, garmentShare: near / pixels, itemShare: ink / pixels, stats };
}

/** Ids defined in the document, and ids it points at. */
function idsOf(svg: string) {
  const defined = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const referenced = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
  return { defined, referenced };
}

describe('renderGarmentSvg', () => {
  // Every kind in every view, cycling the patterns so each drawing meets several prints.
  const cases = GARMENT_KINDS.flatMap((kind, k) =>
    GARMENT_VIEWS.map((view, v) => ({
      kind,
      view,
      pattern: GARMENT_PATTERNS[(k + v) % GARMENT_PATTERNS.length]!,
    })),
  );

  it.each(cases)(
    'renders $kind ($view, $pattern) at 1000x1000',
    async ({ kind, view, pattern }) => {
      const art: GarmentArt = { ...base, kind, view, pattern };
      const { meta, garmentShare, itemShare, stats } = await rasterise(art);
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(1000);
      expect(meta.height).toBe(1000);
      expect(itemShare).toBeGreaterThan(0.06);
      // From behind, shoes show their soles and bibs their plain lining, so only the other
      // views must show the fabric colour.
      if (view !== 'back') expect(garmentShare).toBeGreaterThan(0.015);
      // A blank or single-colour image would have almost no spread in any channel.
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    },
  );

  it.each([...GARMENT_PATTERNS])('renders the %s print', async (pattern) => {
    const art: GarmentArt = { ...base, pattern, colour: '#34507A', accent: '#FFC857' };
    const { meta, garmentShare } = await rasterise(art);
    expect([meta.width, meta.height]).toEqual([1000, 1000]);
    expect(garmentShare).toBeGreaterThan(0.02);
  });

  it('prints the pattern onto the garment', async () => {
    const plain = await rasterise({ ...base, pattern: 'plain' });
    const striped = await rasterise({ ...base, pattern: 'stripes' });
    // Stripes replace part of the coral fabric with the cream accent.
    expect(striped.garmentShare).toBeLessThan(plain.garmentShare * 0.85);
  });

  it('centres the drawing on the backdrop and sets the size in the document', () => {
    const svg = renderGarmentSvg(base);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1000 1000"');
    expect(svg).toContain('width="1000"');
    expect(svg).toContain('height="1000"');
  });

  it('uses no text, fonts, links or foreign content', () => {
    for (const kind of GARMENT_KINDS) {
      for (const view of GARMENT_VIEWS) {
        const svg = renderGarmentSvg({ ...base, kind, view, pattern: 'floral' });
        // The namespace declaration is an identifier, never fetched; nothing else may name a URL.
        expect(svg.split(SVG_NAMESPACE).join('')).not.toMatch(/http/i);
        expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<image|<style|<script|href=|font/i);
      }
    }
  });

  it('keeps every id unique and every reference resolvable', () => {
    for (const kind of GARMENT_KINDS) {
      for (const view of GARMENT_VIEWS) {
        for (const pattern of GARMENT_PATTERNS) {
          const svg = renderGarmentSvg({ ...base, kind, view, pattern });
          const { defined, referenced } = idsOf(svg);
          expect(new Set(defined).size).toBe(defined.length);
          for (const id of referenced) expect(defined).toContain(id);
        }
      }
    }
  });

  it('draws different arts differently and the same art the same', () => {
    const variants: GarmentArt[] = [
      base,
      { ...base, kind: 'dress' },
      { ...base, colour: '#3FB8A0' },
      { ...base, accent: '#34507A' },
      { ...base, background: '#FDE2E4' },
      { ...base, pattern: 'dots' },
      { ...base, view: 'back' },
      { ...base, view: 'detail' },
      { ...base, view: 'folded' },
    ];
    const svgs = variants.map(renderGarmentSvg);
    expect(new Set(svgs).size).toBe(variants.length);
    expect(renderGarmentSvg({ ...base })).toBe(svgs[0]);
  });

  it('shows the back differently from the front', () => {
    for (const kind of GARMENT_KINDS) {
      const front = renderGarmentSvg({ ...base, kind, view: 'front' });
      const back = renderGarmentSvg({ ...base, kind, view: 'back' });
      // Ids are derived from the art, so compare the drawing with the ids taken out.
      const strip = (svg: string) => svg.replace(/ll[0-9a-z]+-/g, '');
      expect(strip(back)).not.toBe(strip(front));
    }
  });

  it('refuses colours that are not hex, since they land inside attributes', () => {
    expect(() => renderGarmentSvg({ ...base, colour: 'red" onload="x' })).toThrow(RangeError);
    expect(() => renderGarmentSvg({ ...base, accent: 'url(#x)' })).toThrow(RangeError);
    expect(() => renderGarmentSvg({ ...base, background: '#12345' })).toThrow(RangeError);
    expect(renderGarmentSvg({ ...base, colour: '#abc' })).toContain('#aabbcc');
  });
});
