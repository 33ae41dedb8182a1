/**
 * The demo shop's styles: products that come in several colours. Each entry names a product of the
 * demo catalogue (its first colour) and the other colours it also comes in; every other colour is
 * a product of its own, with the same name, description, prices and sizes, drawn in its colour.
 */
import type { COLOUR_PALETTE } from '@littleloom/shared';

export type PaletteColourName = (typeof COLOUR_PALETTE)[number]['name'];

export interface DemoStyleColour {
  colour: PaletteColourName;
  /** Trim and print colour (#rrggbb) when the first colour's would not show on this one. */
  accent?: string;
  /** Explicit stock per size, for a colour the shop must show sold out. */
  stock?: number[];
}

export interface DemoStyle {
  /** The name of the demo product in its first colour. */
  product: string;
  /** Its other colours, in the order they arrived in the shop. */
  colours: DemoStyleColour[];
}

export const DEMO_STYLES: DemoStyle[] = [
  {
    product: 'Zoom Zoom Cars Tee',
    colours: [{ colour: 'Sky blue' }, { colour: 'Red', accent: '#FFF4E0' }],
  },
  {
    product: 'Blossom Puff-Sleeve Frock',
    // A colour sold out in every size: its swatch shows, and says so.
    colours: [{ colour: 'Lavender' }, { colour: 'Yellow', stock: [0, 0, 0, 0, 0] }],
  },
  {
    product: 'Lace-Up Canvas Sneakers',
    colours: [{ colour: 'Red' }, { colour: 'Black' }],
  },
  {
    product: 'Cars Cotton Pyjama Set',
    colours: [{ colour: 'Sky blue', accent: '#34507A' }],
  },
  {
    product: 'Organic Cotton Bodysuit',
    colours: [{ colour: 'Peach' }, { colour: 'Mint green', accent: '#2F8F9D' }],
  },
];
