/**
 * The shop's own product artwork: flat-style illustrations of children's garments, so the seed
 * needs no photos and no outside hosts. The drawings are SVG files in demo-data/art, one per kind
 * (its front and its back), one for the folded stacks and one for the prints, with the colours,
 * line widths and ids left as {placeholders}; this file reads them, fills them in for one
 * product's colours and sets the drawing on its backdrop. The media service turns the SVG into
 * WebP with sharp (librsvg), so only plain SVG features are used: paths, basic shapes, groups,
 * clip paths, patterns and gradients. No text, fonts, filters or links.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../lib/server-root';

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

// ------------------------------------------------------------------ drawing files

/**
 * Found from the server's package folder, as the migrations are, so the sources and the bundle in
 * dist (which sit at different depths) read the same files.
 */
const ART_DIR = path.join(SERVER_ROOT, 'src', 'seed', 'demo-data', 'art');

const FOLD_STYLES = ['crew', 'shirt', 'mandarin', 'zip', 'peter', 'waist', 'lay'] as const;
type FoldStyle = (typeof FOLD_STYLES)[number];
type Side = 'front' | 'back';

/** Left, top, right and bottom of a drawing, outline included, in its own coordinates. */
type Box = [number, number, number, number];

/** One drawing of a file: the clip paths it needs, kept apart so they go into the document's defs. */
interface Drawing {
  defs: string;
  body: string;
}

interface KindDrawings {
  front: Drawing;
  back: Drawing;
  /** Measured from renders, so every kind fills the frame the same way. */
  box: Box;
  /** Footwear and socks show a different drawing from behind. */
  backBox: Box;
  /** Where the close-up looks, and how far it zooms past the fitted size. */
  focus: [number, number];
  zoom: number | undefined;
  fold: FoldStyle;
}

function readArtFile(name: string): { file: string; svg: string } {
  const file = path.join(ART_DIR, `${name}.svg`);
  return { file, svg: readFileSync(file, 'utf8') };
}

/** A mistake in a drawing file stops the seed, naming the file. */
function artError(file: string, problem: string): Error {
  return new Error(`Garment art ${path.basename(file)}: ${problem}`);
}

function numbers(file: string, value: string | undefined, count: number, what: string): number[] {
  const parts = (value ?? '').trim().split(/\s+/).map(Number);
  if (parts.length !== count || parts.some((n) => !Number.isFinite(n))) {
    throw artError(file, `${what} must be ${count} numbers`);
  }
  return parts;
}

function rootTag(svg: string): string {
  return /<svg[^>]*>/.exec(svg)?.[0] ?? '';
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * The group with this id, its own attributes and what it holds. Line breaks between elements are
 * there for reading and diffs only: the drawings themselves hold none, so they are all dropped.
 */
function section(file: string, svg: string, id: string): { tag: string } & Drawing {
  const open = new RegExp(`<g id="${id}"[^>]*>`).exec(svg);
  if (!open) throw artError(file, `the group "${id}" is missing`);
  const from = open.index + open[0].length;
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = from;
  let depth = 1;
  let to = -1;
  for (let match = tags.exec(svg); match; match = tags.exec(svg)) {
    depth += match[0] === '</g>' ? -1 : 1;
    if (depth === 0) {
      to = match.index;
      break;
    }
  }
  if (to < 0) throw artError(file, `the group "${id}" is not closed`);
  const content = svg.slice(from, to).replace(/\n/g, '');
  const defs = /^<defs>(.*?)<\/defs>/.exec(content);
  return {
    tag: open[0],
    defs: defs?.[1] ?? '',
    body: defs ? content.slice(defs[0].length) : content,
  };
}

const kindCache = new Map<GarmentKind, KindDrawings>();

function kindDrawings(kind: GarmentKind): KindDrawings {
  const cached = kindCache.get(kind);
  if (cached) return cached;
  const { file, svg } = readArtFile(kind);
  const root = rootTag(svg);
  const fold = attribute(root, 'data-fold');
  if (!(FOLD_STYLES as readonly (string | undefined)[]).includes(fold)) {
    throw artError(file, `data-fold must be one of ${FOLD_STYLES.join(', ')}`);
  }
  const zoom = attribute(root, 'data-zoom');
  const front = section(file, svg, 'front');
  const back = section(file, svg, 'back');
  const drawings: KindDrawings = {
    front,
    back,
    box: numbers(file, attribute(front.tag, 'data-box'), 4, "the front's data-box") as Box,
    backBox: numbers(file, attribute(back.tag, 'data-box'), 4, "the back's data-box") as Box,
    focus: numbers(file, attribute(root, 'data-focus'), 2, 'data-focus') as [number, number],
    zoom: zoom === undefined ? undefined : numbers(file, zoom, 1, 'data-zoom')[0],
    fold: fold as FoldStyle,
  };
  kindCache.set(kind, drawings);
  return drawings;
}

/** Folded stacks, by the collar they show; in their own coordinates, fitted like any drawing. */
let foldedCache: { box: Box; styles: Map<FoldStyle, Drawing> } | null = null;

function foldedDrawing(style: FoldStyle): { box: Box; drawing: Drawing } {
  if (!foldedCache) {
    const { file, svg } = readArtFile('folded');
    // What lies flat on the shelf instead of folding has no stack.
    const styles = FOLD_STYLES.filter((s) => s !== 'lay');
    foldedCache = {
      box: numbers(file, attribute(rootTag(svg), 'data-box'), 4, 'data-box') as Box,
      styles: new Map(styles.map((s) => [s, section(file, svg, s)])),
    };
  }
  const drawing = foldedCache.styles.get(style);
  if (!drawing) throw new RangeError(`No folded stack for the ${style} style`);
  return { box: foldedCache.box, drawing };
}

let printsCache: Map<string, string> | null = null;

/** The print's tile as a <pattern> element, its id and colours still to fill in. */
function printTile(pattern: GarmentPattern): string | null {
  if (pattern === 'plain') return null;
  if (!printsCache) {
    const { svg } = readArtFile('prints');
    printsCache = new Map();
    for (const match of svg.matchAll(/<pattern id="([^"]+)"[\s\S]*?<\/pattern>/g)) {
      printsCache.set(match[1]!, match[0].replace(/\n/g, ''));
    }
  }
  const tile = printsCache.get(pattern);
  if (!tile) throw new Error(`Garment art prints.svg: the print "${pattern}" is missing`);
  return tile;
}

// ------------------------------------------------------------------ filling in

/** What the placeholders of one document stand for. */
interface Fill {
  palette: Palette;
  /** The outline width for this document, as the drawing is scaled to the frame. */
  stroke: number;
  idPrefix: string;
  /** Ids the document took before the drawing's own, which number on after them. */
  idsBefore: number;
  shadeId: string;
  patternId: string | null;
}

function paletteColour(palette: Palette, name: string): string {
  if (/^#[0-9a-f]{6}$/i.test(name)) return name;
  if (Object.hasOwn(palette, name)) return palette[name as keyof Palette];
  throw new RangeError(`Garment art names an unknown colour: ${name}`);
}

/**
 * One placeholder's value. Line widths are `sw` times and divided by the factors the drawing was
 * made with, applied in that order, so the rounding comes out as it always has.
 */
function placeholder(token: string, fill: Fill): string {
  if (Object.hasOwn(fill.palette, token)) return fill.palette[token as keyof Palette];
  if (token === 'light') return fill.shadeId;
  if (token === 'print' && fill.patternId) return fill.patternId;
  const clip = /^clip:(\d+)$/.exec(token);
  if (clip) return `${fill.idPrefix}-clip${fill.idsBefore + Number(clip[1])}`;
  const width = /^sw((?:[*/][0-9.]+)*)$/.exec(token);
  if (width) {
    let value = fill.stroke;
    for (const [, op, factor] of width[1]!.matchAll(/([*/])([0-9.]+)/g)) {
      value = op === '*' ? value * Number(factor) : value / Number(factor);
    }
    return f(value);
  }
  const blend = /^mix\(([^,]+),([^,]+),([0-9.]+)\)$/.exec(token);
  if (blend) {
    return mix(
      paletteColour(fill.palette, blend[1]!),
      paletteColour(fill.palette, blend[2]!),
      Number(blend[3]),
    );
  }
  throw new RangeError(`Garment art holds an unknown placeholder: {${token}}`);
}

function fillIn(template: string, fill: Fill): string {
  // Plain fabric carries no print: its print layers go with the pattern.
  const text = fill.patternId
    ? template
    : template.replace(/<path d="[^"]*" fill="url\(#\{print\}\)"\/>/g, '');
  return text.replace(/\{([^{}]+)\}/g, (_, token: string) => placeholder(token, fill));
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
  if (!(GARMENT_KINDS as readonly string[]).includes(art.kind)) {
    throw new RangeError(`Unknown garment kind: ${String(art.kind)}`);
  }
  if (!(GARMENT_VIEWS as readonly string[]).includes(art.view)) {
    throw new RangeError(`Unknown garment view: ${String(art.view)}`);
  }
  if (!(GARMENT_PATTERNS as readonly string[]).includes(art.pattern)) {
    throw new RangeError(`Unknown garment pattern: ${String(art.pattern)}`);
  }
  const c = palette(art);
  const spec = kindDrawings(art.kind);
  const prefix = `ll${hashText(JSON.stringify(art))}`;
  // The document's own ids come first, in this order, and the drawing's clips number on after.
  const [backdropId, panelId, shadowId, panelClip, shadeId] = [
    'backdrop',
    'panel',
    'shadow',
    'frame',
    'light',
  ].map((tag, i) => `${prefix}-${tag}${i + 1}`) as [string, string, string, string, string];
  const tile = printTile(art.pattern);
  const patternId = tile ? `${prefix}-print6` : null;
  const fill = (stroke: number): Fill => ({
    palette: c,
    stroke,
    idPrefix: prefix,
    idsBefore: tile ? 6 : 5,
    shadeId,
    patternId,
  });

  const panel = roundRect(48, 48, 904, 904, 120);
  const side: Side = art.view === 'back' ? 'back' : 'front';

  let item: string;
  let clips: string;
  let shadow = '';
  let surface = '';
  if (art.view === 'detail') {
    // A close-up reads as a crop of the front view, so the garment is scaled around its focus.
    const fit = place(spec.box);
    const zoom = fit.scale * (spec.zoom ?? 2);
    const [fx, fy] = spec.focus;
    // Lines are drawn thicker in groups that will be scaled down, so outlines stay even.
    const scaled = fill(STROKE / (zoom / 1.4));
    item = `<g transform="translate(500 500) scale(${f3(zoom)}) translate(${-fx} ${-fy})">${fillIn(spec.front.body, scaled)}</g>`;
    clips = fillIn(spec.front.defs, scaled);
  } else {
    const flat = art.view === 'folded' && spec.fold !== 'lay';
    const folded = flat ? foldedDrawing(spec.fold) : null;
    const box = folded ? folded.box : side === 'back' ? spec.backBox : spec.box;
    const drawing = folded ? folded.drawing : spec[side];
    const fit = place(box, art.view === 'folded' ? 0.86 : 1);
    const scaled = fill(STROKE / fit.scale);
    let body = fillIn(drawing.body, scaled);
    clips = fillIn(drawing.defs, scaled);
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
    `<linearGradient id="${shadeId}" x1="0" y1="0" x2="0.25" y2="1">` +
    `<stop offset="0" stop-color="${WHITE}" stop-opacity="0.2"/><stop offset="0.45" stop-color="${WHITE}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${INK}" stop-opacity="0.1"/></linearGradient>` +
    (art.view === 'detail' ? `<clipPath id="${panelClip}"><path d="${panel}"/></clipPath>` : '') +
    (tile && patternId
      ? fillIn(tile.replace(/ id="[^"]*"/, ` id="${patternId}"`), fill(STROKE))
      : '') +
    clips;

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
