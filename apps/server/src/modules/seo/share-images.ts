import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Font } from 'fontkit';
import { formatRupees, SHOP_NAME, toRupees } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { pdfFontFiles } from '../../lib/pdf-fonts';
import { largeKey, MAX_IMAGE_PIXELS } from '../../lib/stored-images';
import { isUuid } from '../../lib/uuid';
import { writeFileWhole } from '../../lib/write-whole';
import type { ImageStorage } from '../../platform/storage';

/** What WhatsApp, Facebook, X and LinkedIn show whole for a link: 1.91 to 1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Part of every version: raising it draws every product's picture anew with a changed layout. */
const LAYOUT_VERSION = 1;

const CREAM = '#FFF9F2';
const INK = '#2B2A33';
const INK_MUTED = '#5F5B68';
const CORAL = '#E85D4A';
const MINT = '#3FB8A0';
const SUNSHINE = '#FFC857';
const BORDER = '#EFE6DA';

/** What a product's share picture shows; `version` changes exactly when the drawing would. */
export interface ShareCard {
  productId: string;
  name: string;
  pricePaise: number;
  salePaise: number | null;
  /** The public id of the product's first picture, or null when it has none. */
  imageKey: string | null;
  version: string;
}

export function shareCardVersion(card: Omit<ShareCard, 'productId' | 'version'>): string {
  const drawn = [LAYOUT_VERSION, SHOP_NAME, card.name, card.pricePaise, card.salePaise];
  return createHash('sha256')
    .update(JSON.stringify([...drawn, card.imageKey]))
    .digest('hex')
    .slice(0, 24);
}

/** The public path of a product's share picture; with the version, a URL that never changes. */
export function shareImagePath(productId: string, version?: string): string {
  return `/og/product/${productId}.jpg${version === undefined ? '' : `?v=${version}`}`;
}

// ---------------------------------------------------------------- text

interface TypeFaces {
  regular: Font;
  bold: Font;
}

let typeFaces: Promise<TypeFaces> | undefined;

/**
 * Nunito, from the same files the PDFs embed. Text is drawn as the glyphs' outlines, never as SVG
 * <text>: librsvg would look the family up through fontconfig, and a server without Nunito
 * installed (a clean Debian has no fonts at all) would draw another face or nothing. fontkit is
 * loaded on the first picture, as sharp is.
 */
function loadTypeFaces(): Promise<TypeFaces> {
  typeFaces ??= import('fontkit').then(({ create }) => {
    const open = (bytes: Buffer): Font => {
      const font = create(bytes);
      if (!('layout' in font)) throw new Error('A font file held a collection, not one font');
      return font;
    };
    const files = pdfFontFiles();
    return { regular: open(files.regular), bold: open(files.bold) };
  });
  return typeFaces;
}

interface TextStyle {
  font: Font;
  size: number;
  fill: string;
}

const round = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * The text without the characters the face has no glyph for (which would draw as empty boxes),
 * on one line.
 */
function drawable(font: Font, text: string): string {
  return Array.from(text.normalize('NFC'))
    .map((char) => (/\s/u.test(char) ? ' ' : char))
    .filter((char) => char === ' ' || font.hasGlyphForCodePoint(char.codePointAt(0)!))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function widthOf(style: TextStyle, text: string): number {
  return (style.font.layout(text).advanceWidth * style.size) / style.font.unitsPerEm;
}

/** The text as SVG paths with its baseline starting at (x, baseline). */
function textOutline(style: TextStyle, text: string, x: number, baseline: number): string {
  const run = style.font.layout(text);
  const scale = style.size / style.font.unitsPerEm;
  const glyphs: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const outline = glyph.path.toSVG();
    if (outline) {
      const at = `translate(${round(pen + position.xOffset)} ${round(position.yOffset)})`;
      glyphs.push(`<path transform="${at}" d="${outline}"/>`);
    }
    pen += position.xAdvance;
  });
  // Font units grow upwards; the picture's y grows downwards.
  const place = `translate(${round(x)} ${round(baseline)}) scale(${scale} ${-scale})`;
  return `<g fill="${style.fill}" transform="${place}">${glyphs.join('')}</g>`;
}

/** As much of the text as fits in the width, with an ellipsis. */
function shortened(style: TextStyle, text: string, maxWidth: number): string {
  const chars = Array.from(text);
  while (chars.length > 0 && widthOf(style, `${chars.join('').trimEnd()}…`) > maxWidth) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}…`;
}

/** The text broken at spaces into at most `maxLines` lines, and whether all of it fits whole. */
function wrapped(
  style: TextStyle,
  text: string,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; whole: boolean } {
  const words = text.split(' ').filter((word) => word !== '');
  const lines: string[] = [];
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    let line = words[next++]!;
    while (next < words.length && widthOf(style, `${line} ${words[next]}`) <= maxWidth) {
      line += ` ${words[next++]}`;
    }
    lines.push(line);
  }
  if (next < words.length) lines[lines.length - 1] = [lines.at(-1), ...words.slice(next)].join(' ');
  const whole = next === words.length && lines.every((line) => widthOf(style, line) <= maxWidth);
  return {
    lines: lines.map((line) =>
      widthOf(style, line) > maxWidth ? shortened(style, line, maxWidth) : line,
    ),
    whole,
  };
}

/** The product's name at the largest size that fits whole, else the smallest, shortened. */
function nameLines(
  font: Font,
  name: string,
  sizes: number[],
  maxWidth: number,
): { style: TextStyle; lines: string[] } {
  let last: { style: TextStyle; lines: string[] } | undefined;
  for (const size of sizes) {
    const style = { font, size, fill: INK };
    const { lines, whole } = wrapped(style, name, maxWidth, 3);
    last = { style, lines };
    if (whole) break;
  }
  return last!;
}

// ---------------------------------------------------------------- drawing

/** The shop's mark (apps/web/src/ui/logo-mark.ts), a ball of yarn with a loose thread. */
function logoMark(x: number, y: number, size: number): string {
  const scale = round(size / 40);
  return `<g transform="translate(${x} ${y}) scale(${scale})">
  <circle cx="18" cy="19" r="14" fill="${CORAL}"/>
  <g fill="none" stroke="${CREAM}" stroke-width="1.8" stroke-linecap="round">
    <path d="M9.2 10.2C14.2 14.4 16.4 22.6 15.2 32"/>
    <path d="M14.6 6.2C21 11 23.6 20 22 31.8"/>
    <path d="M21.2 6.1C26.6 10.4 29 17.2 28.6 25.6"/>
    <path d="M5.2 22.6C11.4 18.4 22 17.6 31 21.4"/>
  </g>
  <path d="M28.2 28.6C31 30.6 33.6 32.4 32.8 34.8C32 36.9 28.9 36.3 29.6 34.2C30.4 32 35 32.2 37.6 35.2" fill="none" stroke="${MINT}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
</g>`;
}

/** The mark and the shop's name, from `top`, starting at x (or centred on it). */
function wordmark(faces: TypeFaces, x: number, top: number, centred: boolean): string {
  const markSize = 54;
  const style = { font: faces.bold, size: 36, fill: INK };
  const width = markSize + 14 + widthOf(style, SHOP_NAME);
  const left = centred ? x - width / 2 : x;
  return (
    logoMark(left, top, markSize) +
    textOutline(style, SHOP_NAME, left + markSize + 14, top + markSize / 2 + 13)
  );
}

interface PriceLayout {
  height: number;
  width: number;
  draw(x: number, top: number): string;
}

/** The price a shopper pays (the sale price in coral, beside the struck-through price). */
function priceBlock(faces: TypeFaces, card: ShareCard, maxWidth: number): PriceLayout {
  const paid = card.salePaise ?? card.pricePaise;
  const main = { font: faces.bold, size: 60, fill: card.salePaise === null ? INK : CORAL };
  const mainText = formatRupees(toRupees(paid));
  const mainWidth = widthOf(main, mainText);
  const capHeight = (size: number) => size * 0.72;
  if (card.salePaise === null) {
    return {
      height: capHeight(main.size),
      width: mainWidth,
      draw: (x, top) => textOutline(main, mainText, x, top + capHeight(main.size)),
    };
  }
  const was = { font: faces.regular, size: 34, fill: INK_MUTED };
  const wasText = formatRupees(toRupees(card.pricePaise));
  const wasWidth = widthOf(was, wasText);
  const gap = 22;
  const beside = mainWidth + gap + wasWidth <= maxWidth;
  const struck = (x: number, baseline: number) =>
    textOutline(was, wasText, x, baseline) +
    `<rect x="${round(x - 2)}" y="${round(baseline - was.size * 0.33)}" width="${round(wasWidth + 4)}" height="3" fill="${INK_MUTED}"/>`;
  return {
    height: capHeight(main.size) + (beside ? 0 : 20 + capHeight(was.size)),
    width: beside ? mainWidth + gap + wasWidth : Math.max(mainWidth, wasWidth),
    draw: (x, top) => {
      const baseline = top + capHeight(main.size);
      return (
        textOutline(main, mainText, x, baseline) +
        (beside
          ? struck(x + mainWidth + gap, baseline)
          : struck(x, baseline + 20 + capHeight(was.size)))
      );
    },
  };
}

/** The three colours of the shop along the bottom edge. */
const threadStripe = `<rect x="0" y="${SHARE_IMAGE_HEIGHT - 10}" width="400" height="10" fill="${CORAL}"/>
<rect x="400" y="${SHARE_IMAGE_HEIGHT - 10}" width="400" height="10" fill="${SUNSHINE}"/>
<rect x="800" y="${SHARE_IMAGE_HEIGHT - 10}" width="400" height="10" fill="${MINT}"/>`;

const svgDocument = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<rect width="100%" height="100%" fill="${CREAM}"/>
${body}
${threadStripe}
</svg>`;

/** Where the product's picture sits: a square on the right. */
const PICTURE_BOX = { left: 628, top: 55, size: 512 };

/**
 * The card beside a picture of `width` x `height` centred in PICTURE_BOX: the shop's name, then
 * the product's name and price in the left column.
 */
function pictureCardSvg(
  faces: TypeFaces,
  card: ShareCard,
  picture: { width: number; height: number },
): string {
  const column = { left: 72, width: PICTURE_BOX.left - 56 - 72 };
  const name = nameLines(faces.bold, drawable(faces.bold, card.name), [58, 50, 44], column.width);
  const price = priceBlock(faces, card, column.width);
  const lineHeight = name.style.size * 1.2;
  const nameHeight = (name.lines.length - 1) * lineHeight + name.style.size * 0.72;
  const gap = 44;
  const area = { top: 150, bottom: SHARE_IMAGE_HEIGHT - 50 };
  const top = area.top + (area.bottom - area.top - (nameHeight + gap + price.height)) / 2;
  const nameOutlines = name.lines.map((line, index) =>
    textOutline(name.style, line, column.left, top + name.style.size * 0.72 + index * lineHeight),
  );
  const pictureLeft = PICTURE_BOX.left + (PICTURE_BOX.size - picture.width) / 2;
  const pictureTop = PICTURE_BOX.top + (PICTURE_BOX.size - picture.height) / 2;
  const mat = 10;
  return svgDocument(`<circle cx="1130" cy="60" r="190" fill="${SUNSHINE}" fill-opacity="0.35"/>
<circle cx="620" cy="600" r="130" fill="${MINT}" fill-opacity="0.18"/>
<rect x="${round(pictureLeft - mat)}" y="${round(pictureTop - mat)}" width="${picture.width + 2 * mat}" height="${picture.height + 2 * mat}" rx="34" fill="#FFFFFF" stroke="${BORDER}" stroke-width="2"/>
${wordmark(faces, column.left, 56, false)}
${nameOutlines.join('\n')}
${price.draw(column.left, top + nameHeight + gap)}`);
}

/** The card of a product with no picture: its name and price, centred. */
function plainCardSvg(faces: TypeFaces, card: ShareCard): string {
  const centre = SHARE_IMAGE_WIDTH / 2;
  const width = 960;
  const name = nameLines(faces.bold, drawable(faces.bold, card.name), [72, 62, 52], width);
  const price = priceBlock(faces, card, width);
  const lineHeight = name.style.size * 1.2;
  const nameHeight = (name.lines.length - 1) * lineHeight + name.style.size * 0.72;
  const gap = 56;
  const area = { top: 160, bottom: SHARE_IMAGE_HEIGHT - 50 };
  const top = area.top + (area.bottom - area.top - (nameHeight + gap + price.height)) / 2;
  const nameOutlines = name.lines.map((line, index) =>
    textOutline(
      name.style,
      line,
      centre - widthOf(name.style, line) / 2,
      top + name.style.size * 0.72 + index * lineHeight,
    ),
  );
  return svgDocument(`<circle cx="1140" cy="40" r="200" fill="${SUNSHINE}" fill-opacity="0.35"/>
<circle cx="40" cy="600" r="170" fill="${MINT}" fill-opacity="0.18"/>
<circle cx="1180" cy="560" r="60" fill="${CORAL}" fill-opacity="0.12"/>
${wordmark(faces, centre, 60, true)}
${nameOutlines.join('\n')}
${price.draw(centre - price.width / 2, top + nameHeight + gap)}`);
}

/** sharp (with libvips) is loaded on the first picture, not when the server starts. */
const loadSharp = async () => (await import('sharp')).default;

/**
 * The share picture of a card, as JPEG: the products' pictures are photographs and soft
 * illustrations, which JPEG keeps in a tenth of PNG's bytes, and WhatsApp leaves out previews of
 * large images. Chroma is kept whole (4:4:4) so the coral and ink text keeps clean edges.
 * `source` is the product's stored picture, or null for the plain card.
 */
export async function drawShareCard(card: ShareCard, source: Buffer | null): Promise<Buffer> {
  const [sharp, faces] = await Promise.all([loadSharp(), loadTypeFaces()]);
  const encode = (image: ReturnType<typeof sharp>) =>
    image.flatten({ background: CREAM }).jpeg({ quality: 86, chromaSubsampling: '4:4:4' });
  if (source === null) {
    return encode(sharp(Buffer.from(plainCardSvg(faces, card)))).toBuffer();
  }
  // Whole, never cropped: fitted inside the square, then its corners rounded.
  const fitted = await sharp(source, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .resize(PICTURE_BOX.size, PICTURE_BOX.size, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = fitted.info;
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="26" ry="26"/></svg>`,
  );
  const rounded = await sharp(fitted.data)
    .ensureAlpha()
    .composite([{ input: corners, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const background = sharp(Buffer.from(pictureCardSvg(faces, card, { width, height })));
  return encode(
    background.composite([
      {
        input: rounded,
        left: Math.round(PICTURE_BOX.left + (PICTURE_BOX.size - width) / 2),
        top: Math.round(PICTURE_BOX.top + (PICTURE_BOX.size - height) / 2),
      },
    ]),
  ).toBuffer();
}

// ---------------------------------------------------------------- keeping

export interface ShareImagesOptions {
  db: Database;
  /** Where the products' pictures are stored. */
  storage: ImageStorage;
  /** The folder the drawn pictures are kept in, one subfolder per product. */
  folder: string;
  log: FastifyBaseLogger;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Products' share pictures, drawn on the first request for each version and kept in the data
 * folder. They can be drawn again from the database and the stored pictures at any time, so they
 * stay out of the image storage (whose files are backed up and copied to a bucket); each server
 * keeps its own. Only the current version of each product is kept, and a product that has gone
 * from the storefront loses its folder when its picture is next asked for.
 */
export class ShareImages {
  /** Pictures being read or drawn, by product and version: each is drawn once at a time. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: ShareImagesOptions) {}

  /** What the product's picture shows now, or null when the storefront does not show it. */
  async find(productId: string): Promise<ShareCard | null> {
    if (!isUuid(productId)) return null;
    const [row] = await this.options.db
      .select({
        name: products.name,
        pricePaise: products.pricePaise,
        salePaise: products.discountPricePaise,
        imageKey: sql<string | null>`(
          select i.storage_key from product_images i
          where i.product_id = ${products.id} order by i.position, i.storage_key limit 1)`,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(
        and(
          eq(products.id, productId),
          eq(products.isDeleted, false),
          eq(categories.isDeleted, false),
        ),
      )
      .limit(1);
    if (!row) {
      await this.forget(productId);
      return null;
    }
    return { productId, ...row, version: shareCardVersion(row) };
  }

  /** The picture's JPEG bytes: the kept file, or drawn now and kept. */
  picture(card: ShareCard): Promise<Buffer> {
    const key = `${card.productId}/${card.version}`;
    let picture = this.pending.get(key);
    if (!picture) {
      picture = this.readOrDraw(card).finally(() => this.pending.delete(key));
      this.pending.set(key, picture);
    }
    return picture;
  }

  private folderOf(productId: string): string {
    return path.join(this.options.folder, productId);
  }

  private async readOrDraw(card: ShareCard): Promise<Buffer> {
    const file = path.join(this.folderOf(card.productId), `${card.version}.jpg`);
    try {
      return await readFile(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const started = performance.now();
    const bytes = await drawShareCard(card, await this.sourcePicture(card.imageKey));
    const ms = Math.round(performance.now() - started);
    this.options.log.info(
      { productId: card.productId, version: card.version, ms },
      'share picture drawn',
    );
    await this.keep(card, file, bytes).catch((error: unknown) =>
      // The picture is still served; the next request draws it again.
      this.options.log.warn({ err: error, productId: card.productId }, 'share picture not kept'),
    );
    return bytes;
  }

  /**
   * The product's large stored picture (1000 px, enough for the card's 512). A stored file never
   * changes and is never replaced, so one that is missing stays missing: the plain card is drawn
   * and kept for that version.
   */
  private async sourcePicture(imageKey: string | null): Promise<Buffer | null> {
    if (imageKey === null) return null;
    const stored = await this.options.storage.get(largeKey(imageKey));
    return stored === null ? null : buffer(stored.body);
  }

  /** Writes the file whole (beside, then renamed) and removes the product's older versions. */
  private async keep(card: ShareCard, file: string, bytes: Buffer): Promise<void> {
    const folder = this.folderOf(card.productId);
    await writeFileWhole(file, bytes);
    const current = path.basename(file);
    for (const name of await readdir(folder)) {
      // Another process's file being written ends in .partial and is left to it.
      if (name !== current && name.endsWith('.jpg'))
        await rm(path.join(folder, name), { force: true });
    }
  }

  private async forget(productId: string): Promise<void> {
    await rm(this.folderOf(productId), { recursive: true, force: true });
  }
}
