/**
 * The shop's own product artwork: flat-style illustrations of children's garments, drawn as
 * standalone SVG so the seed needs no photos and no outside hosts. The media service turns the
 * SVG into WebP with sharp (librsvg), so only plain SVG features are used here: paths, basic
 * shapes, groups, clip paths, patterns and gradients. No text, fonts, filters or links.
 */

export const GARMENT_KINDS = [
  'tshirt',
  'shirt',
  'kurta',
  'dress',
  'frock',
  'skirt',
  'shorts',
  'pants',
  'dungarees',
  'jacket',
  'pyjama-set',
  'romper',
  'onesie',
  'shoe',
  'sandal',
  'booties',
  'cap',
  'bag',
  'socks',
  'hairband',
  'bib',
  'mittens',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

export const GARMENT_PATTERNS = [
  'plain',
  'stripes',
  'dots',
  'checks',
  'stars',
  'hearts',
  'floral',
  'dinos',
  'leaves',
  'chevron',
  'cars',
] as const;
export type GarmentPattern = (typeof GARMENT_PATTERNS)[number];

export const GARMENT_VIEWS = ['front', 'back', 'detail', 'folded'] as const;
export type GarmentView = (typeof GARMENT_VIEWS)[number];

export interface GarmentArt {
  kind: GarmentKind;
  /** Main fabric colour, as #rrggbb. */
  colour: string;
  /** Trim, print and detail colour, as #rrggbb. */
  accent: string;
  /** Pastel backdrop, as #rrggbb. */
  background: string;
  pattern: GarmentPattern;
  view: GarmentView;
}

const SIZE = 1000;
const INK = '#2B2A33';
const WHITE = '#FFFFFF';
const CREAM = '#FFF9F2';
const STROKE = 8;

// ------------------------------------------------------------------ colour helpers

type Rgb = [number, number, number];

function parseHex(value: string, field: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  // The colours end up inside attributes, so anything but a hex colour is refused outright.
  if (!match?.[1]) throw new RangeError(`Garment art ${field} must be a #rrggbb colour`);
  const hex = match[1].length === 3 ? [...match[1]].map((ch) => ch + ch).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a, 'colour');
  const y = parseHex(b, 'colour');
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour, 'colour');
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  colour: string;
  accent: string;
  background: string;
  /** Soft outline: a deep tint of the garment rather than black, for the flat look. */
  outline: string;
  /** Inside of a neckline or a lining, seen through an opening. */
  deep: string;
  shade: string;
  accentShade: string;
  /** Rubber soles read as near white whatever the upper is. */
  sole: string;
  /** Cork-like footbed for sandals. */
  tan: string;
}

function palette(art: GarmentArt): Palette {
  const colour = toHex(parseHex(art.colour, 'colour'));
  const accent = toHex(parseHex(art.accent, 'accent'));
  const background = toHex(parseHex(art.background, 'background'));
  return {
    colour,
    accent,
    background,
    outline: mix(colour, INK, luminance(colour) > 0.8 ? 0.62 : 0.52),
    deep: mix(colour, INK, 0.3),
    shade: mix(colour, INK, 0.14),
    accentShade: mix(accent, INK, 0.16),
    sole: '#F8F5EF',
    tan: '#E8CDA8',
  };
}

const f = (n: number): string => String(Math.round(n * 10) / 10);

function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${f(x + r)} ${f(y)} H${f(x + w - r)} Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)} ` +
    `V${f(y + h - r)} Q${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)} H${f(x + r)} ` +
    `Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)} V${f(y + r)} Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)} Z`
  );
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `M${f(cx - rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)} ` +
    `A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)} Z`
  );
}

function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.46;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${f(cx + radius * Math.cos(angle))} ${f(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join(' L')} Z`;
}

function heartPath(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${f(x + dx * s)} ${f(y + dy * s)}`;
  return (
    `M${p(0, 0.8)} C${p(-0.1, 0.65)} ${p(-1, 0.2)} ${p(-1, -0.25)} ` +
    `C${p(-1, -0.75)} ${p(-0.25, -0.9)} ${p(0, -0.45)} ` +
    `C${p(0.25, -0.9)} ${p(1, -0.75)} ${p(1, -0.25)} ` +
    `C${p(1, 0.2)} ${p(0.1, 0.65)} ${p(0, 0.8)} Z`
  );
}

// ------------------------------------------------------------------ painter

interface FabricOptions {
  fill?: string;
  /** False for plain linings and the backs of bibs, which carry no print. */
  pattern?: boolean;
  /** Trims and seams, clipped to the fabric so they never spill past its edge. */
  inner?: string;
}

/** Collects defs and hands out ids, so each document's ids are unique by construction. */
class Painter {
  readonly defs: string[] = [];
  private count = 0;
  sw = STROKE;
  patternId: string | null = null;
  shadeId = '';

  constructor(
    private readonly prefix: string,
    readonly c: Palette,
  ) {}

  id(tag: string): string {
    this.count += 1;
    return `${this.prefix}-${tag}${this.count}`;
  }

  /** Draws with thicker lines, for groups that will be scaled down, so outlines stay even. */
  scaled(scale: number, draw: () => string): string {
    const previous = this.sw;
    this.sw = previous / scale;
    try {
      return draw();
    } finally {
      this.sw = previous;
    }
  }

  fabric(d: string, options: FabricOptions = {}): string {
    const fill = options.fill ?? this.c.colour;
    // The print and the light fill the shape itself; only trims need a clip. Each clipped group
    // costs librsvg a full-size offscreen surface, so groups are made only where they are needed.
    const print =
      options.pattern !== false && this.patternId
        ? `<path d="${d}" fill="url(#${this.patternId})"/>`
        : '';
    let trims = '';
    if (options.inner) {
      const clip = this.id('clip');
      this.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
      trims = `<g clip-path="url(#${clip})">${options.inner}</g>`;
    }
    return (
      `<path d="${d}" fill="${fill}"/>${print}${trims}` +
      `<path d="${d}" fill="url(#${this.shadeId})"/>` +
      this.outline(d)
    );
  }

  solid(d: string, fill: string, inner = ''): string {
    if (!inner) return `<path d="${d}" fill="${fill}"/>${this.outline(d)}`;
    return this.fabric(d, { fill, pattern: false, inner });
  }

  outline(d: string, width = this.sw): string {
    return (
      `<path d="${d}" fill="none" stroke="${this.c.outline}" stroke-width="${f(width)}" ` +
      `stroke-linejoin="round" stroke-linecap="round"/>`
    );
  }

  line(d: string, colour: string, width: number, extra = ''): string {
    return (
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(width)}" ` +
      `stroke-linecap="round" stroke-linejoin="round"${extra}/>`
    );
  }

  seam(d: string): string {
    return this.line(d, this.c.outline, this.sw * 0.5, ' stroke-opacity="0.4"');
  }

  stitch(d: string, colour = this.c.outline): string {
    const w = this.sw * 0.45;
    return this.line(
      d,
      colour,
      w,
      ` stroke-opacity="0.55" stroke-dasharray="${f(w * 3)} ${f(w * 2.6)}"`,
    );
  }

  button(cx: number, cy: number, r: number, fill = this.c.accent): string {
    const hole = r * 0.2;
    return (
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" stroke="${this.c.outline}" ` +
      `stroke-width="${f(this.sw * 0.5)}"/>` +
      `<circle cx="${f(cx - r * 0.32)}" cy="${f(cy)}" r="${f(hole)}" fill="${this.c.outline}"/>` +
      `<circle cx="${f(cx + r * 0.32)}" cy="${f(cy)}" r="${f(hole)}" fill="${this.c.outline}"/>`
    );
  }

  /** A sewn-in care label: the quickest cue that we are looking at the back. */
  label(cx: number, top: number, w = 40, h = 30): string {
    return (
      `<path d="${roundRect(cx - w / 2, top, w, h, 4)}" fill="${WHITE}" stroke="${this.c.outline}" ` +
      `stroke-width="${f(this.sw * 0.45)}"/>` +
      this.line(
        `M${f(cx - w * 0.28)} ${f(top + h * 0.4)} H${f(cx + w * 0.28)}`,
        this.c.accentShade,
        this.sw * 0.5,
      ) +
      this.line(
        `M${f(cx - w * 0.28)} ${f(top + h * 0.68)} H${f(cx + w * 0.12)}`,
        this.c.accentShade,
        this.sw * 0.5,
      )
    );
  }

  bow(cx: number, cy: number, s: number, fill = this.c.accent): string {
    const p = (dx: number, dy: number) => `${f(cx + dx * s)} ${f(cy + dy * s)}`;
    const loop = (dir: number) =>
      `M${p(0, 0)} C${p(dir * 0.5, -0.75)} ${p(dir * 1.15, -0.55)} ${p(dir * 1.05, 0.05)} ` +
      `C${p(dir * 1.0, 0.6)} ${p(dir * 0.45, 0.55)} ${p(0, 0)} Z`;
    const tail = (dir: number) =>
      `M${p(dir * 0.08, 0.1)} L${p(dir * 0.5, 1.05)} L${p(dir * 0.28, 0.95)} L${p(dir * 0.2, 1.12)} ` +
      `L${p(-dir * 0.12, 0.15)} Z`;
    return (
      this.solid(tail(-1), mix(fill, INK, 0.08)) +
      this.solid(tail(1), mix(fill, INK, 0.08)) +
      this.solid(
        loop(-1),
        fill,
        this.line(`M${p(-0.2, 0)} L${p(-0.75, -0.05)}`, mix(fill, INK, 0.2), this.sw * 0.5),
      ) +
      this.solid(
        loop(1),
        fill,
        this.line(`M${p(0.2, 0)} L${p(0.75, -0.05)}`, mix(fill, INK, 0.2), this.sw * 0.5),
      ) +
      this.solid(
        roundRect(cx - s * 0.2, cy - s * 0.22, s * 0.4, s * 0.44, s * 0.12),
        mix(fill, INK, 0.1),
      )
    );
  }
}

// ------------------------------------------------------------------ patterns

interface Tile {
  w: number;
  h: number;
  body: string;
}

function patternTile(pattern: GarmentPattern, c: Palette): Tile | null {
  const a = c.accent;
  switch (pattern) {
    case 'plain':
      return null;
    case 'stripes':
      return { w: 60, h: 60, body: `<rect width="60" height="24" fill="${a}"/>` };
    case 'dots':
      return {
        w: 76,
        h: 76,
        body: `<circle cx="19" cy="19" r="10" fill="${a}"/><circle cx="57" cy="57" r="10" fill="${a}"/>`,
      };
    case 'checks':
      return {
        w: 84,
        h: 84,
        body:
          `<rect width="42" height="84" fill="${a}" fill-opacity="0.45"/>` +
          `<rect width="84" height="42" fill="${a}" fill-opacity="0.45"/>`,
      };
    case 'stars':
      return {
        w: 124,
        h: 124,
        body:
          `<path d="${starPath(32, 34, 19)}" fill="${a}"/>` +
          `<path d="${starPath(94, 92, 13)}" fill="${a}"/>`,
      };
    case 'hearts':
      return {
        w: 116,
        h: 116,
        body:
          `<path d="${heartPath(30, 32, 17)}" fill="${a}"/>` +
          `<path d="${heartPath(88, 88, 12)}" fill="${a}" transform="rotate(-14 88 88)"/>`,
      };
    case 'floral': {
      const flower = (x: number, y: number, r: number) => {
        let petals = '';
        for (let i = 0; i < 5; i += 1) {
          const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
          petals += `<circle cx="${f(x + Math.cos(angle) * r)}" cy="${f(y + Math.sin(angle) * r)}" r="${f(r * 0.78)}" fill="${a}"/>`;
        }
        return (
          petals +
          `<circle cx="${x}" cy="${y}" r="${f(r * 0.6)}" fill="${mix(a, '#FFC857', 0.7)}"/>`
        );
      };
      const leaf = `M106 40 Q124 28 136 40 Q124 52 106 40 Z`;
      return {
        w: 140,
        h: 140,
        body:
          flower(38, 40, 13) +
          flower(104, 106, 9) +
          `<path d="${leaf}" fill="${a}" fill-opacity="0.6"/>` +
          `<path d="${leaf}" fill="${a}" fill-opacity="0.6" transform="rotate(180 70 70)"/>`,
      };
    }
    case 'dinos': {
      const dino =
        'M0 40 Q14 40 22 30 Q28 16 42 16 Q52 16 56 26 L60 12 Q62 2 72 2 Q84 2 84 12 Q84 20 74 20 ' +
        'L70 20 L68 36 Q66 50 56 52 L56 62 L48 62 L48 52 L34 52 L34 62 L26 62 L26 50 Q12 48 0 40 Z';
      return {
        w: 170,
        h: 150,
        body:
          `<path d="${dino}" fill="${a}" transform="translate(18 22)"/>` +
          `<path d="${dino}" fill="${a}" transform="translate(170 92) scale(-0.8 0.8)"/>`,
      };
    }
    case 'leaves': {
      const leaf = (transform: string) =>
        `<g transform="${transform}"><path d="M0 -22 Q16 0 0 22 Q-16 0 0 -22 Z" fill="${a}"/>` +
        `<path d="M0 -16 L0 16" stroke="${c.colour}" stroke-width="2.5" stroke-opacity="0.6"/></g>`;
      return {
        w: 100,
        h: 100,
        body: leaf('translate(25 25) rotate(40)') + leaf('translate(75 75) rotate(-40)'),
      };
    }
    case 'chevron':
      return {
        w: 80,
        h: 54,
        body: `<path d="M-20 37 L0 17 L20 37 L40 17 L60 37 L80 17 L100 37" fill="none" stroke="${a}" stroke-width="11" stroke-linejoin="round"/>`,
      };
    case 'cars': {
      const car =
        `<path d="M0 30 Q0 20 10 20 L20 20 L30 6 Q33 2 38 2 L62 2 Q67 2 70 7 L78 20 L88 20 Q96 20 96 30 ` +
        `L96 36 Q96 40 92 40 L4 40 Q0 40 0 36 Z" fill="${a}"/>` +
        `<path d="M36 8 L48 8 L48 19 L29 19 Z M54 8 L64 8 L71 19 L54 19 Z" fill="${c.colour}" fill-opacity="0.55"/>` +
        `<circle cx="22" cy="40" r="9" fill="${c.outline}"/><circle cx="74" cy="40" r="9" fill="${c.outline}"/>`;
      return {
        w: 170,
        h: 130,
        body: `<g transform="translate(14 20)">${car}</g><g transform="translate(100 86) scale(0.65)">${car}</g>`,
      };
    }
  }
}

// ------------------------------------------------------------------ garments

type Side = 'front' | 'back';
type FoldStyle = 'crew' | 'shirt' | 'mandarin' | 'zip' | 'peter' | 'waist' | 'lay';

/** Left, top, right and bottom of a drawing, outline included, in its own coordinates. */
type Box = [number, number, number, number];

interface KindSpec {
  draw: (p: Painter, side: Side) => string;
  /** Measured from renders, so every kind fills the frame the same way. */
  box: Box;
  /** Footwear and socks show a different drawing from behind. */
  backBox?: Box;
  /** Where the close-up looks, and how far it zooms past the fitted size. */
  focus: [number, number];
  zoom?: number;
  fold: FoldStyle;
}

function tshirt(p: Painter, side: Side): string {
  const { c } = p;
  const frontNeck = 'M425 235 C450 292 550 292 575 235';
  const backNeck = 'M425 235 C455 260 545 260 575 235';
  const neck = side === 'front' ? frontNeck : backNeck;
  const body = `${neck} L690 262 L805 372 L725 447 L680 405 L684 758 Q500 778 316 758 L320 405 L275 447 L195 372 L310 262 Z`;
  const inner =
    p.line('M805 372 L725 447', c.accent, 46) +
    p.line('M195 372 L275 447', c.accent, 46) +
    p.line(neck, c.accent, 34) +
    p.seam('M310 262 L320 405') +
    p.seam('M690 262 L680 405') +
    p.stitch('M322 738 Q500 757 678 738');
  let out = '';
  if (side === 'front') out += p.solid(`${backNeck} C550 292 450 292 425 235 Z`, c.deep);
  out += p.fabric(body, { inner });
  if (side === 'back') out += p.label(500, 262);
  return out;
}

function shirt(p: Painter, side: Side): string {
  const { c } = p;
  const top = side === 'front' ? 'M432 240 L500 332 L568 240' : 'M432 240 Q500 228 568 240';
  const body = `${top} L690 262 L805 372 L725 447 L680 405 L684 768 Q500 790 316 768 L320 405 L275 447 L195 372 L310 262 Z`;
  let inner =
    p.line('M805 372 L725 447', c.shade, 40) +
    p.line('M195 372 L275 447', c.shade, 40) +
    p.seam('M310 262 L320 405') +
    p.seam('M690 262 L680 405') +
    p.stitch('M322 748 Q500 768 678 748');
  let out = '';
  if (side === 'front') {
    inner += p.seam('M488 320 L488 780') + p.seam('M512 320 L512 780');
    out += p.solid('M432 240 Q500 222 568 240 L500 332 Z', c.deep);
    out += p.fabric(body, { inner });
    const pocket = 'M565 420 H645 V490 L605 506 L565 490 Z';
    out += p.fabric(pocket, { inner: p.stitch('M565 434 H645') });
    for (const y of [370, 450, 530, 610, 690]) out += p.button(500, y, 12);
    out += p.solid('M500 300 L440 232 L402 250 L424 338 Z', c.accent);
    out += p.solid('M500 300 L560 232 L598 250 L576 338 Z', c.accent);
    out += p.seam('M500 300 L500 332');
  } else {
    inner += p.seam('M316 335 Q500 352 684 335') + p.seam('M500 344 L500 420');
    out += p.fabric(body, { inner });
    out += p.solid('M432 240 Q500 224 568 240 L574 266 Q500 250 426 266 Z', c.accent);
    out += p.label(500, 276);
  }
  return out;
}

function kurta(p: Painter, side: Side): string {
  const { c } = p;
  const neck = side === 'front' ? 'M445 240 Q500 266 555 240' : 'M445 240 Q500 256 555 240';
  const body =
    `${neck} L660 262 Q700 300 720 360 L790 585 L735 607 L668 420 L676 700 L682 842 ` +
    `Q500 860 318 842 L324 700 L332 420 L265 607 L210 585 L280 360 Q300 300 340 262 Z`;
  const hem = 'M318 842 Q500 860 682 842';
  let inner =
    p.line(hem, c.accent, 64) +
    p.line('M790 585 L735 607', c.accent, 44) +
    p.line('M210 585 L265 607', c.accent, 44) +
    p.seam('M340 262 L332 420') +
    p.seam('M660 262 L668 420') +
    p.seam('M324 700 L334 842') +
    p.seam('M676 700 L666 842');
  for (let x = 330; x <= 670; x += 34) {
    inner += `<circle cx="${x}" cy="${f(824 + ((x - 500) / 182) ** 2 * 6)}" r="6" fill="${c.colour}"/>`;
  }
  let out = p.solid('M445 240 Q500 222 555 240 L552 214 Q500 198 448 214 Z', c.deep);
  if (side === 'front') {
    inner += p.line('M500 262 L500 430', c.accent, 30);
    out += p.fabric(body, { inner });
    for (const y of [292, 342, 392]) out += p.button(500, y, 9, c.sole);
  } else {
    out += p.fabric(body, { inner });
    out += p.label(500, 262);
  }
  out += p.solid(
    `M445 240 Q500 ${side === 'front' ? 266 : 256} 555 240 L552 212 Q500 232 448 212 Z`,
    c.accent,
  );
  return out;
}

function dress(p: Painter, side: Side): string {
  const { c } = p;
  const neck = side === 'front' ? 'C455 290 545 290 555 228' : 'C465 252 535 252 555 228';
  const body =
    `M400 228 L445 228 ${neck} L600 228 C605 300 630 350 652 375 L628 480 L792 790 ` +
    `Q500 830 208 790 L372 480 L348 375 C370 350 395 300 400 228 Z`;
  let inner =
    p.line('M330 480 L670 480', c.accent, 46) +
    p.line('M445 228 ' + neck, c.accent, 26) +
    p.line('M400 228 C395 300 370 350 348 375', c.accent, 22) +
    p.line('M600 228 C605 300 630 350 652 375', c.accent, 22) +
    p.stitch('M228 770 Q500 808 772 770');
  for (const dx of [-150, -75, 0, 75, 150]) {
    inner += p.seam(`M${500 + dx * 0.55} 505 Q${500 + dx * 0.8} 640 ${500 + dx * 1.15} 800`);
  }
  let out = '';
  if (side === 'front') {
    out += p.solid('M445 228 C465 252 535 252 555 228 C545 290 455 290 445 228 Z', c.deep);
    out += p.fabric(body, { inner });
    out += p.bow(500, 480, 58);
  } else {
    out += p.fabric(body, { inner });
    out += `<path d="M500 262 Q486 290 500 318 Q514 290 500 262 Z" fill="${c.deep}"/>`;
    out += p.button(500, 256, 10);
    out += p.label(540, 240, 30, 24);
    out += p.bow(500, 480, 40);
  }
  return out;
}

function frock(p: Painter, side: Side): string {
  const { c } = p;
  const hemY = 770;
  const scallops = 7;
  let hem = `M380 470 L620 470 L812 ${hemY}`;
  let petticoat = `M250 690 L750 690 L826 ${hemY + 42}`;
  for (let i = 0; i < scallops; i += 1) {
    const x0 = 812 - (624 / scallops) * i;
    const x1 = 812 - (624 / scallops) * (i + 1);
    hem += ` Q${f((x0 + x1) / 2)} ${hemY + 56} ${f(x1)} ${hemY}`;
    const px0 = 826 - (652 / scallops) * i;
    const px1 = 826 - (652 / scallops) * (i + 1);
    petticoat += ` Q${f((px0 + px1) / 2)} ${hemY + 84} ${f(px1)} ${hemY + 42}`;
  }
  hem += ' Z';
  petticoat += ' Z';
  const neck =
    side === 'front' ? 'M430 245 C455 300 545 300 570 245' : 'M430 245 C455 268 545 268 570 245';
  const bodice = `${neck} L602 255 L628 352 L612 475 L388 475 L372 352 L398 255 Z`;
  let skirtInner = p.stitch(`M210 ${hemY - 6} L790 ${hemY - 6}`, c.accent);
  for (const dx of [-180, -110, -40, 40, 110, 180]) {
    skirtInner += p.seam(
      `M${500 + dx * 0.55} 480 Q${500 + dx * 0.85} 620 ${500 + dx * 1.4} ${hemY + 20}`,
    );
  }
  const sleeve = (dir: number) => {
    const x = (v: number) => f(500 + dir * (v - 500));
    return `M${x(398)} 255 C${x(328)} 232 ${x(282)} 292 ${x(300)} 348 C${x(308)} 374 ${x(342)} 374 ${x(372)} 352 Z`;
  };
  const sleeveInner = (dir: number) => {
    const x = (v: number) => f(500 + dir * (v - 500));
    return (
      p.line(`M${x(300)} 348 C${x(308)} 374 ${x(342)} 374 ${x(372)} 352`, c.accent, 24) +
      p.seam(`M${x(340)} 262 Q${x(320)} 300 ${x(330)} 345`) +
      p.seam(`M${x(372)} 262 Q${x(350)} 300 ${x(355)} 350`)
    );
  };
  let out = p.solid(petticoat, c.sole, p.stitch(`M200 ${hemY + 52} L800 ${hemY + 52}`));
  out += p.fabric(hem, { inner: skirtInner });
  out += p.fabric(sleeve(1), { inner: sleeveInner(1) });
  out += p.fabric(sleeve(-1), { inner: sleeveInner(-1) });
  if (side === 'front')
    out += p.solid(`M430 245 C455 268 545 268 570 245 C545 300 455 300 430 245 Z`, c.deep);
  out += p.fabric(bodice, { inner: p.line('M380 462 L620 462', c.accent, 44) });
  if (side === 'front') {
    const lobe = (dir: number) => {
      const x = (v: number) => f(500 + dir * (v - 500));
      return `M500 296 C${x(470)} 300 ${x(438)} 290 ${x(428)} 246 C${x(408)} 272 ${x(414)} 322 ${x(458)} 324 C${x(480)} 324 ${x(495)} 312 500 296 Z`;
    };
    out += p.solid(lobe(1), c.sole) + p.solid(lobe(-1), c.sole);
    out += p.bow(560, 462, 34);
  } else {
    out += p.solid(
      'M430 245 C455 268 545 268 570 245 L574 262 C548 286 452 286 426 262 Z',
      c.accent,
    );
    for (const y of [312, 362, 412]) out += p.button(500, y, 9, c.sole);
    out += p.bow(500, 462, 70);
  }
  return out;
}

function skirt(p: Painter, side: Side): string {
  const { c } = p;
  const body = 'M362 318 L638 318 L790 716 Q500 764 210 716 Z';
  let inner =
    p.stitch('M228 700 Q500 744 772 700') + p.line('M210 716 Q500 764 790 716', c.accent, 36);
  for (const dx of [-3, -2, -1, 0, 1, 2, 3]) {
    inner += p.seam(`M${500 + dx * 40} 322 L${500 + dx * 90} 740`);
  }
  let out = p.fabric(body, { inner });
  let band = '';
  for (let x = 362; x <= 638; x += 16) band += p.seam(`M${x} 272 L${x} 316`);
  out += p.solid(roundRect(348, 262, 304, 64, 16), c.accent, band);
  if (side === 'front') out += p.bow(500, 296, 44, c.colour);
  else out += p.label(500, 280, 34, 26);
  return out;
}

function shorts(p: Painter, side: Side): string {
  const { c } = p;
  const body = 'M328 300 L672 300 L722 642 L528 664 L500 446 L472 664 L278 642 Z';
  let inner =
    p.line('M300 300 L700 300', c.accent, 84) +
    p.line('M722 642 L528 664', c.shade, 44) +
    p.line('M278 642 L472 664', c.shade, 44) +
    p.stitch('M300 620 L470 640') +
    p.stitch('M700 620 L530 640');
  for (let x = 344; x <= 656; x += 18) inner += p.seam(`M${x} 304 L${x} 336`);
  let out = '';
  if (side === 'front') {
    inner +=
      p.stitch('M500 342 L500 420 Q506 440 530 436') +
      p.seam('M372 344 Q388 392 334 424') +
      p.seam('M628 344 Q612 392 666 424');
    out += p.fabric(body, { inner });
    out += `<circle cx="480" cy="322" r="6" fill="${c.outline}"/><circle cx="520" cy="322" r="6" fill="${c.outline}"/>`;
    out +=
      p.line('M480 322 Q470 370 462 404', c.sole, 9) +
      p.line('M520 322 Q532 370 540 404', c.sole, 9);
    out += `<circle cx="462" cy="408" r="7" fill="${c.accentShade}"/><circle cx="540" cy="408" r="7" fill="${c.accentShade}"/>`;
  } else {
    out += p.fabric(body, { inner });
    out += p.fabric('M354 390 H460 V470 Q407 490 354 470 Z', { inner: p.stitch('M354 404 H460') });
    out += p.fabric('M540 390 H646 V470 Q593 490 540 470 Z', { inner: p.stitch('M540 404 H646') });
    out += p.label(500, 318, 34, 26);
  }
  return out;
}

function pants(p: Painter, side: Side): string {
  const { c } = p;
  const body =
    'M346 232 L654 232 Q682 420 670 772 L550 782 L500 426 L450 782 L330 772 Q318 420 346 232 Z';
  let inner =
    p.line('M320 232 L680 232', c.accent, 80) +
    p.line('M330 772 L450 782', c.accent, 76) +
    p.line('M550 782 L670 772', c.accent, 76);
  for (let x = 360; x <= 640; x += 18) inner += p.seam(`M${x} 236 L${x} 268`);
  for (let x = 340; x <= 446; x += 14) inner += p.seam(`M${x} 740 L${x + 1} 778`);
  for (let x = 556; x <= 662; x += 14) inner += p.seam(`M${x} 740 L${x - 1} 778`);
  let out = '';
  if (side === 'front') {
    inner +=
      p.stitch('M500 278 L500 380 Q506 404 530 398') +
      p.seam('M386 276 Q398 326 344 356') +
      p.seam('M614 276 Q602 326 656 356');
    out += p.fabric(body, { inner });
    out += `<circle cx="482" cy="254" r="6" fill="${c.outline}"/><circle cx="518" cy="254" r="6" fill="${c.outline}"/>`;
    out +=
      p.line('M482 254 Q474 300 466 334', c.sole, 9) +
      p.line('M518 254 Q528 300 536 334', c.sole, 9);
  } else {
    inner += p.seam('M500 272 L500 420');
    out += p.fabric(body, { inner });
    out += p.fabric('M540 330 H630 V400 Q585 418 540 400 Z', { inner: p.stitch('M540 344 H630') });
    out += p.label(500, 250, 34, 26);
  }
  return out;
}

function dungarees(p: Painter, side: Side): string {
  const { c } = p;
  const legs = 'L718 694 L530 712 L500 510 L470 712 L282 694';
  const hems = p.line('M718 694 L530 712', c.shade, 46) + p.line('M282 694 L470 712', c.shade, 46);
  let out = '';
  if (side === 'front') {
    out += p.fabric('M398 262 L356 150 Q352 134 370 132 L392 130 Q408 130 412 146 L444 262 Z', {
      inner: p.stitch('M372 150 L408 262'),
    });
    out += p.fabric('M602 262 L644 150 Q648 134 630 132 L608 130 Q592 130 588 146 L556 262 Z', {
      inner: p.stitch('M628 150 L592 262'),
    });
    const body = `M392 250 L608 250 L608 428 L672 436 ${legs} L328 436 L392 428 Z`;
    const inner =
      hems +
      p.seam('M328 440 L672 440') +
      p.stitch('M404 262 L596 262') +
      p.stitch('M500 520 L500 560') +
      p.seam('M352 450 Q372 500 318 530') +
      p.seam('M648 450 Q628 500 682 530');
    out += p.fabric(body, { inner });
    out += p.fabric('M440 300 H560 V372 Q500 398 440 372 Z', { inner: p.stitch('M440 314 H560') });
    out += p.button(420, 276, 15, c.sole) + p.button(580, 276, 15, c.sole);
    out += p.button(342, 462, 10, c.sole) + p.button(658, 462, 10, c.sole);
  } else {
    const body = `M330 420 L670 420 L672 436 ${legs} L328 436 Z`;
    const inner =
      hems +
      p.seam('M330 446 L670 446') +
      p.seam('M500 446 L500 510') +
      p.stitch('M360 560 H470 M530 560 H640');
    out += p.fabric(body, { inner });
    out += p.fabric('M610 430 L392 168 Q386 150 402 146 L424 144 Q438 144 444 156 L660 430 Z', {
      inner: p.stitch('M634 430 L414 160'),
    });
    out += p.fabric('M390 430 L608 168 Q614 150 598 146 L576 144 Q562 144 556 156 L340 430 Z', {
      inner: p.stitch('M366 430 L586 160'),
    });
    out += p.label(500, 462, 34, 26);
  }
  return out;
}

function jacket(p: Painter, side: Side): string {
  const { c } = p;
  const body =
    'M430 262 Q500 300 570 262 L682 282 Q730 320 748 390 L792 598 L730 622 L674 430 L678 766 ' +
    'Q500 784 322 766 L326 430 L270 622 L208 598 L252 390 Q270 320 318 282 Z';
  let inner =
    p.line('M322 766 Q500 784 678 766', c.accent, 70) +
    p.line('M792 598 L730 622', c.accent, 64) +
    p.line('M208 598 L270 622', c.accent, 64) +
    p.seam('M318 282 L326 430') +
    p.seam('M682 282 L674 430');
  for (let x = 334; x <= 668; x += 18) inner += p.seam(`M${x} 742 L${x} 774`);
  let out = '';
  if (side === 'front') {
    out += p.fabric('M370 300 C330 140 670 140 630 300 Z', { inner: p.seam('M500 166 L500 230') });
    out += p.solid('M418 286 C404 196 596 196 582 286 Z', c.accent);
    inner +=
      p.line('M500 290 L500 772', c.outline, 12) +
      p.line('M500 290 L500 772', c.accentShade, 5, ' stroke-dasharray="4 5"');
    inner +=
      p.line('M372 560 L400 660', c.outline, 7, ' stroke-opacity="0.55"') +
      p.line('M628 560 L600 660', c.outline, 7, ' stroke-opacity="0.55"');
    out += p.fabric(body, { inner });
    out += p.solid(roundRect(488, 296, 24, 44, 8), c.sole);
    out += p.line('M462 296 L458 404', c.accent, 8) + p.line('M538 296 L542 404', c.accent, 8);
    out +=
      p.solid(roundRect(450, 398, 16, 26, 6), c.accentShade) +
      p.solid(roundRect(534, 398, 16, 26, 6), c.accentShade);
  } else {
    out += p.fabric(body, { inner });
    out += p.fabric(
      'M398 264 C370 320 392 452 500 470 C608 452 630 320 602 264 Q500 300 398 264 Z',
      {
        inner:
          p.seam('M500 290 L500 466') +
          p.line('M398 264 C370 320 392 452 500 470 C608 452 630 320 602 264', c.accent, 26),
      },
    );
  }
  return out;
}

function pyjamaSet(p: Painter, side: Side): string {
  const s = 0.66;
  const lower = p.scaled(s, () => pants(p, side));
  const upper = p.scaled(s, () => tshirt(p, side));
  let buttons = '';
  if (side === 'front') {
    buttons = p.scaled(s, () => [360, 440, 520, 600].map((y) => p.button(500, y, 13)).join(''));
  }
  return (
    `<g transform="translate(620 560) scale(${s}) translate(-500 -510)">${lower}</g>` +
    `<g transform="translate(382 412) scale(${s}) translate(-500 -505)">${upper}${buttons}</g>`
  );
}

function romper(p: Painter, side: Side): string {
  const { c } = p;
  const neck =
    side === 'front' ? 'M430 242 C455 288 545 288 570 242' : 'M430 242 C455 262 545 262 570 242';
  const body =
    `${neck} L642 256 L712 330 L660 374 L642 352 L650 560 Q660 640 694 700 L540 732 ` +
    `Q520 640 500 640 Q480 640 460 732 L306 700 Q340 640 350 560 L358 352 L340 374 L288 330 L358 256 Z`;
  const inner =
    p.line('M694 700 L540 732', c.accent, 40) +
    p.line('M306 700 L460 732', c.accent, 40) +
    p.line('M712 330 L660 374', c.accent, 36) +
    p.line('M288 330 L340 374', c.accent, 36) +
    p.line(neck, c.accent, 26) +
    p.seam('M352 520 Q500 540 648 520');
  let out = '';
  if (side === 'front') {
    out += p.solid('M430 242 C455 262 545 262 570 242 C545 288 455 288 430 242 Z', c.deep);
    out += p.fabric(body, { inner: inner + p.seam('M500 290 L500 500') });
    for (const y of [330, 400, 470]) out += p.button(500, y, 11);
    for (const x of [478, 500, 522])
      out += `<circle cx="${x}" cy="674" r="6" fill="${c.sole}" stroke="${c.outline}" stroke-width="3"/>`;
    out += p.fabric(heartPath(596, 580, 34), { fill: c.accent, pattern: false });
  } else {
    out += p.fabric(body, { inner });
    out += p.label(500, 270);
    out += p.button(470, 254, 9) + p.button(530, 254, 9);
  }
  return out;
}

function onesie(p: Painter, side: Side): string {
  const { c } = p;
  const neck =
    side === 'front' ? 'M436 240 C460 282 540 282 564 240' : 'M436 240 C460 260 540 260 564 240';
  const body =
    `${neck} L640 258 L720 340 L666 394 L640 370 L640 598 Q640 652 600 692 L556 772 L444 772 ` +
    `L400 692 Q360 652 360 598 L360 370 L334 394 L280 340 L360 258 Z`;
  const inner =
    p.line(neck, c.accent, 28) +
    p.line('M720 340 L666 394', c.accent, 40) +
    p.line('M280 340 L334 394', c.accent, 40) +
    p.line('M640 598 Q640 652 600 692 L556 772', c.accent, 26) +
    p.line('M360 598 Q360 652 400 692 L444 772', c.accent, 26) +
    p.line('M440 772 L560 772', c.shade, 60) +
    p.seam('M360 258 L360 370') +
    p.seam('M640 258 L640 370');
  let out = '';
  if (side === 'front') {
    out += p.solid('M436 240 C460 260 540 260 564 240 C540 282 460 282 436 240 Z', c.deep);
    out += p.fabric(body, {
      inner: inner + p.seam('M436 240 L404 292') + p.seam('M564 240 L596 292'),
    });
    out += p.fabric(starPath(500, 470, 70), {
      fill: c.accent,
      pattern: false,
      inner: p.stitch(starPath(500, 470, 58)),
    });
  } else {
    out += p.fabric(body, { inner });
    out += p.label(500, 264);
  }
  for (const x of [466, 500, 534])
    out += `<circle cx="${x}" cy="754" r="7" fill="${c.sole}" stroke="${c.outline}" stroke-width="3"/>`;
  return out;
}

// ---------------------------------------------------------------- footwear

const FOOT =
  'M10 -262 C85 -258 112 -180 104 -100 C98 -25 68 25 70 95 C72 175 52 262 -2 262 ' +
  'C-58 262 -76 175 -74 95 C-72 25 -96 -40 -100 -110 C-104 -200 -60 -266 10 -262 Z';

/** Underside of a pair: the back view for every kind of footwear. */
function soles(p: Painter, grip: 'tread' | 'dots', s: number, rubber = '#ECE8E1'): string {
  const { c } = p;
  const one = () => {
    let tread = '';
    if (grip === 'tread') {
      for (let y = -230; y <= 240; y += 36) {
        if (y > 10 && y < 80) continue;
        tread += p.line(
          `M-120 ${y} L-60 ${y - 10} L0 ${y} L60 ${y - 10} L120 ${y}`,
          c.outline,
          9,
          ' stroke-opacity="0.35"',
        );
      }
      tread += p.seam('M-90 45 Q0 30 80 45');
    } else {
      for (let y = -220; y <= 230; y += 44) {
        for (let x = -90; x <= 90; x += 44)
          tread += `<circle cx="${x + (y % 88 === 0 ? 22 : 0)}" cy="${y}" r="11" fill="${c.accent}"/>`;
      }
    }
    return (
      `<g transform="scale(1.08 1.04)">${p.fabric(FOOT)}</g>` +
      p.solid(
        FOOT,
        grip === 'tread' ? rubber : c.shade,
        tread + p.stitch('M10 -244 C70 -240 94 -180 88 -100'),
      )
    );
  };
  return (
    `<g transform="translate(390 500) rotate(-9) scale(${s})">${p.scaled(s, one)}</g>` +
    `<g transform="translate(610 500) rotate(9) scale(${-s} ${s})">${p.scaled(s, one)}</g>`
  );
}

function shoe(p: Painter, side: Side): string {
  const { c } = p;
  if (side === 'back') return soles(p, 'tread', 1);
  const upper =
    'M246 676 L242 482 Q242 440 286 440 Q338 446 378 470 Q420 470 452 430 L480 396 ' +
    'Q498 384 514 400 L532 420 Q650 520 775 590 Q818 614 806 676 Z';
  const inner =
    `<path d="M640 700 Q650 572 770 582 L900 700 Z" fill="${c.sole}"/>` +
    p.seam('M640 690 Q650 572 770 582') +
    `<path d="M200 700 L200 430 Q300 460 322 560 Q332 640 336 700 Z" fill="${c.accentShade}"/>` +
    p.line('M242 446 Q242 440 286 440 Q338 446 378 470 Q420 470 452 430 L480 396', c.deep, 26) +
    p.seam('M200 430 Q300 460 322 560 Q332 640 336 700') +
    p.seam('M452 430 Q470 560 560 660') +
    p.stitch('M260 648 L790 648');
  let laces = '';
  const eyes: [number, number][] = [
    [500, 438],
    [540, 474],
    [580, 508],
    [620, 540],
  ];
  const lace = (d: string) => p.line(d, c.outline, 17) + p.line(d, c.sole, 9);
  for (const [x, y] of eyes) {
    laces += `<circle cx="${x - 28}" cy="${y - 14}" r="8" fill="${c.outline}"/>`;
    laces += `<circle cx="${x + 22}" cy="${y + 26}" r="8" fill="${c.outline}"/>`;
    laces += lace(`M${x - 28} ${y - 14} L${x + 22} ${y + 26}`);
  }
  laces += lace('M474 404 C440 380 430 340 456 340 C478 340 482 372 474 404');
  laces += lace('M474 404 C500 368 540 360 540 384 C540 404 508 408 474 404');
  laces += lace('M474 404 Q452 430 448 468') + lace('M474 404 Q486 440 500 470');
  const sole =
    'M228 676 Q222 740 270 746 L762 746 Q816 742 816 700 Q816 676 800 672 L240 672 Q228 672 228 676 Z';
  return (
    p.solid('M258 452 Q240 400 262 392 Q284 388 288 444 Z', c.accent) +
    p.fabric(upper, { inner }) +
    p.solid(
      sole,
      c.sole,
      p.line('M226 708 L818 708', c.accent, 12) + p.stitch('M250 690 L800 690'),
    ) +
    laces
  );
}

function sandalTop(p: Painter): string {
  const { c } = p;
  const bed =
    'M10 -240 C80 -236 104 -166 96 -92 C90 -22 62 22 64 88 C66 160 48 240 -2 240 ' +
    'C-54 240 -70 160 -68 88 C-66 22 -88 -36 -92 -100 C-96 -182 -56 -244 10 -240 Z';
  return (
    p.solid(
      bed,
      c.tan,
      p.stitch(
        'M10 -220 C66 -216 86 -160 80 -92 C74 -24 48 22 50 88 C52 150 38 220 -2 222 C-40 220 -54 150 -52 88 C-50 22 -72 -36 -76 -100 C-80 -170 -46 -224 10 -220',
        c.outline,
      ),
    ) +
    p.fabric('M-108 -130 Q0 -190 112 -120 L110 -60 Q0 -110 -104 -66 Z', {
      inner: p.stitch('M-100 -120 Q0 -172 104 -110'),
    }) +
    p.fabric('M-90 -70 L70 60 L44 92 L-100 -20 Z') +
    p.fabric('M-84 110 Q0 70 84 110 L84 160 Q0 124 -84 160 Z', {
      inner: p.stitch('M-80 122 Q0 86 80 122'),
    }) +
    p.solid(
      roundRect(80, 104, 40, 64, 10),
      c.sole,
      `<rect x="92" y="118" width="16" height="36" rx="4" fill="${c.outline}" fill-opacity="0.5"/>`,
    )
  );
}

function sandal(p: Painter, side: Side): string {
  if (side === 'back') return soles(p, 'tread', 0.96, mix(p.c.tan, INK, 0.3));
  return (
    `<g transform="translate(392 512) rotate(-7)">${sandalTop(p)}</g>` +
    `<g transform="translate(608 512) rotate(7) scale(-1 1)">${sandalTop(p)}</g>`
  );
}

function bootie(p: Painter): string {
  const { c } = p;
  const body =
    'M330 712 C296 712 282 676 286 624 C290 560 314 500 322 446 L478 446 C482 500 512 540 572 556 ' +
    'C664 572 726 592 740 642 C752 690 726 712 690 712 Z';
  let cuff = '';
  for (let x = 326; x <= 484; x += 16) cuff += p.seam(`M${x} 386 L${x - 1} 446`);
  return (
    p.fabric(body, {
      inner:
        `<path d="M612 740 C604 640 640 574 700 584 C760 600 800 660 800 740 Z" fill="${c.accent}"/>` +
        p.seam('M612 740 C604 640 640 574 700 584') +
        p.line('M280 712 L750 712', c.accentShade, 34) +
        p.stitch('M300 690 L736 690'),
    }) +
    p.solid('M470 486 C520 520 560 548 612 560 L600 610 C546 596 500 566 452 530 Z', c.accent) +
    p.button(574, 568, 14, c.sole) +
    p.solid(
      'M310 392 Q306 374 326 370 Q402 358 478 370 Q498 374 494 392 L488 440 Q486 456 468 458 Q402 466 336 458 Q318 456 316 440 Z',
      c.accent,
      cuff,
    )
  );
}

function booties(p: Painter, side: Side): string {
  if (side === 'back') return soles(p, 'dots', 0.84);
  const s = 0.86;
  return (
    `<g transform="translate(-64 -64) translate(500 500) scale(${s}) translate(-500 -500)">${p.scaled(s, () => bootie(p))}</g>` +
    `<g transform="translate(40 40) translate(500 500) scale(${s}) translate(-500 -500)">${p.scaled(s, () => bootie(p))}</g>`
  );
}

// ---------------------------------------------------------------- accessories

function cap(p: Painter, side: Side): string {
  const { c } = p;
  if (side === 'front') {
    const crown = 'M268 612 C256 392 404 300 516 300 C640 300 730 400 728 600 Z';
    const inner =
      p.line('M250 612 L740 606', c.shade, 40) +
      p.seam('M516 300 C440 380 410 480 416 610') +
      p.seam('M516 300 C590 380 626 480 630 606') +
      p.stitch('M272 588 L724 582');
    return (
      p.fabric(crown, { inner }) +
      `<circle cx="410" cy="420" r="7" fill="${c.outline}"/><circle cx="610" cy="420" r="7" fill="${c.outline}"/>` +
      p.solid(
        'M626 560 C760 540 884 574 904 636 C884 668 760 656 630 624 Z',
        c.accent,
        p.stitch('M648 590 C760 576 860 600 884 636', c.outline),
      ) +
      p.solid(ellipsePath(516, 296, 26, 12), c.accent) +
      p.fabric(ellipsePath(520, 470, 56, 56), {
        fill: c.accent,
        pattern: false,
        inner: `<path d="${starPath(520, 472, 34)}" fill="${c.colour}"/>`,
      })
    );
  }
  const crown = 'M286 630 C276 390 410 292 500 292 C590 292 724 390 714 630 Z';
  const inner =
    p.line('M270 630 L730 630', c.shade, 40) +
    p.seam('M500 292 L500 540') +
    p.seam('M500 292 C420 360 386 480 384 630') +
    p.seam('M500 292 C580 360 614 480 616 630') +
    `<path d="M436 632 Q436 540 500 540 Q564 540 564 632 Z" fill="${c.deep}"/>` +
    p.outline('M436 632 Q436 540 500 540 Q564 540 564 632');
  return (
    p.solid(ellipsePath(500, 640, 250, 34), c.accent) +
    p.fabric(crown, { inner }) +
    p.solid(
      roundRect(420, 582, 160, 30, 12),
      c.accent,
      [446, 474, 502, 530]
        .map((x) => `<circle cx="${x}" cy="597" r="5" fill="${c.outline}"/>`)
        .join(''),
    ) +
    p.solid(ellipsePath(500, 288, 26, 12), c.accent)
  );
}

function bag(p: Painter, side: Side): string {
  const { c } = p;
  const body =
    'M300 430 C300 310 380 262 500 262 C620 262 700 310 700 430 L700 716 Q700 780 636 780 L364 780 Q300 780 300 716 Z';
  const handle =
    p.line('M452 270 Q452 206 500 206 Q548 206 548 270', c.outline, 30) +
    p.line('M452 270 Q452 206 500 206 Q548 206 548 270', c.accentShade, 16);
  if (side === 'front') {
    const straps =
      p.solid('M330 330 Q270 420 282 640 L312 640 Q304 430 360 320 Z', c.deep) +
      p.solid('M670 330 Q730 420 718 640 L688 640 Q696 430 640 320 Z', c.deep);
    const pocket =
      'M350 560 Q350 520 392 520 L608 520 Q650 520 650 560 L650 718 Q650 748 620 748 L380 748 Q350 748 350 718 Z';
    return (
      handle +
      straps +
      p.fabric(body, {
        inner:
          p.line('M280 780 L720 780', c.shade, 70) +
          p.stitch('M330 430 C330 330 400 296 500 296 C600 296 670 330 670 430'),
      }) +
      p.solid(
        pocket,
        c.accent,
        p.stitch('M366 548 L634 548', c.outline) +
          p.fabric(heartPath(500, 650, 42), { pattern: false }),
      ) +
      p.solid(roundRect(592, 526, 18, 46, 7), c.outline) +
      p.solid(roundRect(322, 340, 18, 46, 7), c.outline) +
      p.solid(roundRect(660, 340, 18, 46, 7), c.outline)
    );
  }
  const strap = (dir: number) => {
    const x = (v: number) => f(500 + dir * (v - 500));
    return `M${x(400)} 300 Q${x(350)} 420 ${x(372)} 560 Q${x(384)} 640 ${x(360)} 720 L${x(410)} 724 Q${x(432)} 640 ${x(420)} 560 Q${x(402)} 430 ${x(446)} 306 Z`;
  };
  let quilt = '';
  for (let y = 420; y <= 680; y += 60) quilt += p.stitch(`M350 ${y} L650 ${y}`);
  return (
    handle +
    p.fabric(body, { inner: p.line('M280 780 L720 780', c.shade, 70) }) +
    p.solid(roundRect(346, 360, 308, 360, 60), c.shade, quilt) +
    p.solid(strap(1), c.deep, p.stitch('M396 320 Q376 430 392 560')) +
    p.solid(strap(-1), c.deep, p.stitch('M604 320 Q624 430 608 560')) +
    p.solid(roundRect(360, 580, 56, 34, 8), c.accent) +
    p.solid(roundRect(584, 580, 56, 34, 8), c.accent)
  );
}

function sock(p: Painter, sole: boolean): string {
  const { c } = p;
  const body =
    'M380 250 L520 250 L520 540 Q522 580 560 592 L680 630 Q745 650 735 712 Q722 770 660 762 ' +
    'L440 730 Q372 718 376 640 Z';
  let cuff = '';
  for (let x = 392; x <= 512; x += 16) cuff += p.seam(`M${x} 254 L${x} 300`);
  let grip = '';
  if (sole) {
    for (let x = 430; x <= 690; x += 36)
      grip += `<circle cx="${x}" cy="${f(744 + (x - 430) * 0.05)}" r="9" fill="${c.accentShade}"/>`;
  }
  return p.fabric(body, {
    inner:
      p.line('M370 250 L530 250', c.accent, 100) +
      cuff +
      `<circle cx="394" cy="704" r="70" fill="${c.accent}"/>` +
      `<circle cx="736" cy="706" r="64" fill="${c.accent}"/>` +
      p.seam('M464 728 Q440 660 378 640') +
      p.seam('M672 762 Q690 700 676 630') +
      grip,
  });
}

function socks(p: Painter, side: Side): string {
  const sole = side === 'back';
  const pair =
    `<g transform="translate(70 -60)">${sock(p, sole)}</g>` +
    `<g transform="translate(-40 10)">${sock(p, sole)}</g>`;
  return side === 'front' ? pair : `<g transform="translate(1000 0) scale(-1 1)">${pair}</g>`;
}

function hairband(p: Painter, side: Side): string {
  const { c } = p;
  const band =
    'M244 700 C224 370 360 234 500 234 C640 234 776 370 756 700 Q724 728 692 700 ' +
    'C702 432 616 300 500 300 C384 300 298 432 308 700 Q276 728 244 700 Z';
  let out = p.fabric(band, {
    inner: p.stitch('M268 690 C252 394 372 258 500 258 C628 258 748 394 732 690'),
  });
  if (side === 'back') {
    let elastic = '';
    for (let y = 600; y <= 700; y += 14)
      elastic += p.seam(`M240 ${y} L310 ${y}`) + p.seam(`M690 ${y} L760 ${y}`);
    out = p.fabric(band, {
      inner:
        `<rect x="230" y="590" width="90" height="140" fill="${c.shade}"/><rect x="680" y="590" width="90" height="140" fill="${c.shade}"/>` +
        elastic,
    });
    return out + p.bow(410, 276, 110, c.accentShade);
  }
  return out + p.bow(410, 270, 124);
}

function bib(p: Painter, side: Side): string {
  const { c } = p;
  const body =
    'M410 252 C330 300 270 420 272 560 C275 720 380 804 500 804 C620 804 725 720 728 560 ' +
    'C730 420 670 300 590 252 Q562 236 540 262 C600 330 590 462 500 462 C410 462 400 330 460 262 ' +
    'Q438 236 410 252 Z';
  const piping = p.line(body, c.accent, 30);
  if (side === 'front') {
    return (
      p.fabric(body, {
        inner:
          piping +
          `<path d="M330 640 Q500 700 670 640 Q660 760 500 780 Q340 760 330 640 Z" fill="${c.accent}"/>` +
          p.seam('M330 640 Q500 700 670 640'),
      }) +
      p.fabric(heartPath(500, 556, 46), { fill: c.accent, pattern: false }) +
      `<circle cx="434" cy="262" r="13" fill="${c.sole}" stroke="${c.outline}" stroke-width="4"/>`
    );
  }
  return (
    `<g transform="translate(1000 0) scale(-1 1)">${p.fabric(body, {
      fill: mix(c.colour, WHITE, 0.55),
      pattern: false,
      inner: piping + p.stitch('M300 560 C305 700 390 776 500 776 C610 776 695 700 700 560'),
    })}</g>` +
    `<circle cx="566" cy="262" r="13" fill="${c.sole}" stroke="${c.outline}" stroke-width="4"/>` +
    `<circle cx="566" cy="262" r="5" fill="${c.outline}"/>` +
    p.label(500, 480)
  );
}

function mitten(p: Painter, side: Side): string {
  const { c } = p;
  const body = 'M330 712 L326 430 C322 282 534 282 530 430 L526 712 Z';
  let ruch = '';
  for (let x = 340; x <= 516; x += 16) ruch += p.seam(`M${x} 632 L${x} 714`);
  let out = p.fabric(body, {
    inner:
      p.line('M320 672 L540 672', c.accent, 84) +
      ruch +
      p.stitch('M340 420 C340 310 516 310 516 420'),
  });
  if (side === 'front')
    out += p.fabric(heartPath(428, 500, 40), { fill: c.accent, pattern: false });
  else out += p.label(428, 600, 34, 26);
  return out;
}

function mittens(p: Painter, side: Side): string {
  return (
    `<g transform="translate(-52 20) rotate(-8 428 500)">${mitten(p, side)}</g>` +
    `<g transform="translate(170 -20) rotate(8 428 500)">${mitten(p, side)}</g>`
  );
}

const KINDS: Record<GarmentKind, KindSpec> = {
  tshirt: { draw: tshirt, box: [191, 231, 809, 772], focus: [500, 300], fold: 'crew' },
  shirt: { draw: shirt, box: [191, 227, 809, 783], focus: [520, 360], fold: 'shirt' },
  kurta: { draw: kurta, box: [206, 202, 794, 855], focus: [500, 310], fold: 'mandarin' },
  dress: { draw: dress, box: [204, 224, 796, 814], focus: [500, 440], fold: 'crew' },
  frock: { draw: frock, box: [170, 241, 830, 837], focus: [500, 360], fold: 'peter' },
  skirt: { draw: skirt, box: [206, 258, 794, 744], focus: [500, 360], fold: 'waist' },
  shorts: { draw: shorts, box: [274, 296, 726, 668], focus: [500, 360], fold: 'waist' },
  pants: { draw: pants, box: [322, 228, 678, 786], focus: [500, 300], fold: 'waist' },
  dungarees: { draw: dungarees, box: [278, 126, 722, 716], focus: [500, 320], fold: 'waist' },
  jacket: { draw: jacket, box: [204, 176, 796, 779], focus: [500, 320], fold: 'zip' },
  'pyjama-set': { draw: pyjamaSet, box: [176, 229, 739, 744], focus: [420, 400], fold: 'crew' },
  romper: { draw: romper, box: [284, 238, 716, 736], focus: [500, 360], fold: 'peter' },
  onesie: { draw: onesie, box: [276, 236, 724, 776], focus: [500, 380], fold: 'crew' },
  shoe: {
    draw: shoe,
    box: [223, 331, 820, 750],
    backBox: [256, 224, 744, 775],
    focus: [560, 520],
    zoom: 1.6,
    fold: 'lay',
  },
  sandal: {
    draw: sandal,
    box: [265, 268, 736, 755],
    backBox: [261, 235, 739, 764],
    focus: [500, 420],
    zoom: 1.5,
    fold: 'lay',
  },
  booties: {
    draw: booties,
    box: [248, 316, 752, 726],
    backBox: [276, 267, 724, 732],
    focus: [540, 540],
    zoom: 1.6,
    fold: 'lay',
  },
  cap: {
    draw: cap,
    box: [263, 280, 908, 659],
    backBox: [246, 272, 754, 678],
    focus: [560, 470],
    zoom: 1.7,
    fold: 'lay',
  },
  bag: { draw: bag, box: [276, 191, 724, 784], focus: [500, 580], zoom: 1.7, fold: 'lay' },
  socks: {
    draw: socks,
    box: [331, 186, 811, 777],
    backBox: [189, 186, 669, 777],
    focus: [520, 600],
    zoom: 1.7,
    fold: 'lay',
  },
  hairband: {
    draw: hairband,
    box: [238, 205, 762, 718],
    focus: [430, 340],
    zoom: 1.7,
    fold: 'lay',
  },
  bib: { draw: bib, box: [267, 241, 732, 808], focus: [500, 560], fold: 'lay' },
  mittens: { draw: mittens, box: [259, 295, 715, 748], focus: [430, 460], zoom: 1.7, fold: 'lay' },
};

// ---------------------------------------------------------------- folded

function foldedCollar(p: Painter, style: FoldStyle): string {
  const { c } = p;
  const neck = 'M412 372 C430 430 570 430 588 372';
  switch (style) {
    case 'shirt':
      return (
        p.solid('M500 430 L432 368 L396 386 L420 452 Z', c.accent) +
        p.solid('M500 430 L568 368 L604 386 L580 452 Z', c.accent) +
        p.button(500, 476, 11) +
        p.button(500, 540, 11)
      );
    case 'mandarin':
      return (
        p.solid('M420 372 C440 420 560 420 580 372 L576 396 C556 444 444 444 424 396 Z', c.accent) +
        p.button(500, 464, 9, c.sole)
      );
    case 'zip':
      return (
        p.solid('M396 372 C420 310 580 310 604 372 C570 420 430 420 396 372 Z', c.accent) +
        p.line('M500 412 L500 690', c.outline, 10) +
        p.solid(roundRect(490, 410, 20, 40, 7), c.sole)
      );
    case 'peter':
      return (
        p.solid(
          'M500 428 C470 432 430 420 414 378 C398 406 410 452 458 454 C480 454 494 442 500 428 Z',
          c.sole,
        ) +
        p.solid(
          'M500 428 C530 432 570 420 586 378 C602 406 590 452 542 454 C520 454 506 442 500 428 Z',
          c.sole,
        )
      );
    case 'crew':
    case 'waist':
    case 'lay':
      return p.line(neck, c.accent, 14);
  }
}

/** A folded stack in its own coordinates; the caller fits it to the frame like any drawing. */
const FOLDED_BOX: Box = [262, 366, 772, 742];

function folded(p: Painter, style: FoldStyle): string {
  const { c } = p;
  const tag =
    p.line('M690 400 Q734 420 726 470', c.outline, 3) +
    `<g transform="rotate(14 736 520)">${p.solid(roundRect(706, 470, 60, 92, 12), c.sole, p.line('M720 520 H752 M720 540 H742', c.accentShade, 6))}` +
    `<circle cx="736" cy="488" r="7" fill="${c.background}" stroke="${c.outline}" stroke-width="3"/></g>`;
  // A second piece peeks out underneath, as clothes sit in a shop's stack.
  const under = p.solid(roundRect(284, 420, 452, 318, 28), c.accent, p.seam('M284 712 L736 712'));
  if (style === 'waist') {
    const body = roundRect(272, 372, 456, 330, 28);
    let ruch = '';
    for (let x = 290; x <= 712; x += 18) ruch += p.seam(`M${x} 376 L${x} 420`);
    return (
      under +
      p.fabric(body, {
        inner:
          p.line('M262 372 L738 372', c.accent, 104) +
          ruch +
          p.seam('M272 560 L728 560') +
          p.stitch('M500 440 L500 548'),
      }) +
      p.bow(500, 434, 42, c.sole) +
      tag
    );
  }
  const body = roundRect(266, 372, 468, 330, 28);
  const opening = `<path d="M412 372 C430 430 570 430 588 372 Z" fill="${c.deep}"/>`;
  return (
    under +
    p.fabric(body, {
      inner:
        opening +
        p.seam('M336 380 L336 694') +
        p.seam('M664 380 L664 694') +
        p.stitch('M276 676 L724 676'),
    }) +
    foldedCollar(p, style) +
    tag
  );
}

// ---------------------------------------------------------------- document

/** Where drawings go: centred a little above the middle, leaving room for the shadow. */
const STAGE = { cx: 500, cy: 478, w: 700, h: 640, maxScale: 1.3 };

const f3 = (n: number): string => String(Math.round(n * 1000) / 1000);

interface Placement {
  transform: string;
  scale: number;
  bottom: number;
  halfWidth: number;
}

function place(box: Box, room = 1): Placement {
  const [x0, y0, x1, y1] = box;
  const w = x1 - x0;
  const h = y1 - y0;
  const scale = Math.min(STAGE.maxScale, (STAGE.w * room) / w, (STAGE.h * room) / h);
  return {
    transform: `translate(${STAGE.cx} ${STAGE.cy}) scale(${f3(scale)}) translate(${f(-(x0 + x1) / 2)} ${f(-(y0 + y1) / 2)})`,
    scale,
    bottom: STAGE.cy + (h * scale) / 2,
    halfWidth: (w * scale) / 2,
  };
}

function hashText(text: string): string {
  // FNV-1a: a stable, cheap id prefix, so two inlined documents would not share ids either.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export function renderGarmentSvg(art: GarmentArt): string {
  const spec = KINDS[art.kind];
  if (!spec) throw new RangeError(`Unknown garment kind: ${String(art.kind)}`);
  if (!(GARMENT_VIEWS as readonly string[]).includes(art.view)) {
    throw new RangeError(`Unknown garment view: ${String(art.view)}`);
  }
  if (!(GARMENT_PATTERNS as readonly string[]).includes(art.pattern)) {
    throw new RangeError(`Unknown garment pattern: ${String(art.pattern)}`);
  }
  const c = palette(art);
  const p = new Painter(`ll${hashText(JSON.stringify(art))}`, c);

  const backdropId = p.id('backdrop');
  const panelId = p.id('panel');
  const shadowId = p.id('shadow');
  const panelClip = p.id('frame');
  p.shadeId = p.id('light');
  const tile = patternTile(art.pattern, c);
  if (tile) {
    p.patternId = p.id('print');
    p.defs.push(
      `<pattern id="${p.patternId}" patternUnits="userSpaceOnUse" width="${tile.w}" height="${tile.h}">${tile.body}</pattern>`,
    );
  }

  const panel = roundRect(48, 48, 904, 904, 120);
  const side: Side = art.view === 'back' ? 'back' : 'front';
  const draw = () => spec.draw(p, side);

  let item: string;
  let shadow = '';
  let surface = '';
  if (art.view === 'detail') {
    // A close-up reads as a crop of the front view, so the garment is scaled around its focus.
    const fit = place(spec.box);
    const zoom = fit.scale * (spec.zoom ?? 2);
    const [fx, fy] = spec.focus;
    item = `<g transform="translate(500 500) scale(${f3(zoom)}) translate(${-fx} ${-fy})">${p.scaled(zoom / 1.4, draw)}</g>`;
  } else {
    const flat = art.view === 'folded' && spec.fold !== 'lay';
    const box = flat ? FOLDED_BOX : side === 'back' ? (spec.backBox ?? spec.box) : spec.box;
    const fit = place(box, art.view === 'folded' ? 0.86 : 1);
    let body = p.scaled(fit.scale, () => (flat ? folded(p, spec.fold) : draw()));
    let bottom = fit.bottom;
    if (art.view === 'folded' && !flat) {
      // Shoes and accessories are not folded; they lie turned a little on the shelf instead.
      body = `<g transform="rotate(-12 ${STAGE.cx} ${STAGE.cy})">${body}</g>`;
      bottom += fit.halfWidth * 0.16;
    }
    item = `<g transform="${fit.transform}">${body}</g>`;
    shadow = `<ellipse cx="500" cy="${f(bottom + 6)}" rx="${f(fit.halfWidth * 0.92 + 30)}" ry="34" fill="url(#${shadowId})"/>`;
    if (art.view === 'folded') {
      const top = Math.round(bottom - 50);
      surface = `<path d="M48 ${top} H952 V832 Q952 952 832 952 H168 Q48 952 48 832 Z" fill="${mix(c.background, INK, 0.05)}"/>`;
    }
  }

  const defs =
    `<linearGradient id="${backdropId}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mix(c.background, CREAM, 0.7)}"/><stop offset="1" stop-color="${mix(c.background, CREAM, 0.5)}"/></linearGradient>` +
    `<linearGradient id="${panelId}" x1="0" y1="0" x2="0.3" y2="1">` +
    `<stop offset="0" stop-color="${mix(c.background, WHITE, 0.25)}"/><stop offset="1" stop-color="${c.background}"/></linearGradient>` +
    `<radialGradient id="${shadowId}" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${INK}" stop-opacity="0.2"/><stop offset="0.6" stop-color="${INK}" stop-opacity="0.08"/>` +
    `<stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${p.shadeId}" x1="0" y1="0" x2="0.25" y2="1">` +
    `<stop offset="0" stop-color="${WHITE}" stop-opacity="0.2"/><stop offset="0.45" stop-color="${WHITE}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${INK}" stop-opacity="0.1"/></linearGradient>` +
    (art.view === 'detail' ? `<clipPath id="${panelClip}"><path d="${panel}"/></clipPath>` : '') +
    p.defs.join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${backdropId})"/>` +
    `<path d="${panel}" fill="url(#${panelId})"/>` +
    // Only the close-up can spill past the panel, and a clip costs an offscreen surface.
    (art.view === 'detail' ? `<g clip-path="url(#${panelClip})">` : '<g>') +
    `${surface}${shadow}<g stroke-linejoin="round" stroke-linecap="round">${item}</g></g>` +
    `</svg>`
  );
}
