/** Where the crop's pixels are, in the source image's own pixels (react-easy-crop's Area). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** back-office.md §9: the crop is square and starts on 80% of the image. */
export const CROP_ASPECT = 1;
const INITIAL_SHARE = 0.8;

/**
 * Where the crop starts, in percent of the image (react-easy-crop's
 * initialCroppedAreaPercentages): a centred square whose side is 80% of the image's shorter side.
 * For a square picture that is { x: 10, y: 10, width: 80, height: 80 }; for a wide or tall one
 * the same 80-10-10 split would not be square, and the cropper would start on the whole height.
 */
export function initialCropArea(width: number, height: number): CropArea {
  if (!(width > 0 && height > 0)) return { x: 10, y: 10, width: 80, height: 80 };
  const side = INITIAL_SHARE * Math.min(width, height);
  return {
    x: ((width - side) / 2 / width) * 100,
    y: ((height - side) / 2 / height) * 100,
    width: (side / width) * 100,
    height: (side / height) * 100,
  };
}

/**
 * The longest side a cropped image is drawn at. The server keeps 1000 px for the product page,
 * so more would only make the upload slower (and risk the 5 MB limit).
 */
export const MAX_CROP_SIDE = 1200;

/** An image element once its pixels are ready to draw. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.decoding = 'async';
    image.src = src;
  });
}

function baseName(fileName: string): string {
  const name = fileName.replace(/\.[^.]+$/, '').replace(/[^\w-]+/g, '-');
  return name.replace(/^-+|-+$/g, '') || 'image';
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * Draws the chosen square of the image onto a canvas and keeps the result as a file (a Blob with
 * a name), ready for the multipart form. WebP keeps transparency and stays small; a browser that
 * cannot write WebP gives PNG instead, which the server takes too.
 */
export async function cropToFile(src: string, area: CropArea, fileName: string): Promise<File> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(MAX_CROP_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);

  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/webp', 0.9),
  );
  if (!blob) throw new Error('The cropped image could not be made');
  const type = blob.type || 'image/png';
  const extension = EXTENSIONS[type] ?? 'png';
  return new File([blob], `${baseName(fileName)}-square.${extension}`, { type });
}
