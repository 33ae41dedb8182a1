// By its subpath: TypeScript's Bundler resolution knows no "node" condition to find the Node build by.
import bwipjs from 'bwip-js/node';

/** Pixels per bar module in the image: enough that scaling it onto the label keeps edges sharp. */
const PIXELS_PER_MODULE = 3;

/**
 * The empty space a scanner needs either side of a Code 128 symbol, in modules. Drawn into the
 * image, white, so that the label's narrow margins never eat into it.
 */
const QUIET_ZONE_MODULES = 10;

export interface AwbBarcode {
  /** A PNG: black bars on white, quiet zones included. */
  png: Buffer;
  /** The symbol's width in modules, quiet zones included: how wide it may be printed depends on it. */
  modules: number;
}

/** The courier's air waybill number as the Code 128 symbol its scanners read at every hub. */
export async function awbBarcode(awb: string): Promise<AwbBarcode> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: awb,
    scale: PIXELS_PER_MODULE,
    // Millimetres; the label stretches the bars to its own height, so a short image is enough.
    height: 8,
    paddingwidth: QUIET_ZONE_MODULES,
    // Transparent by default: a white ground keeps the quiet zones white whatever is under them.
    backgroundcolor: 'FFFFFF',
  });
  // A PNG's width is the first field of its IHDR chunk, at byte 16.
  return { png, modules: png.readUInt32BE(16) / PIXELS_PER_MODULE };
}
