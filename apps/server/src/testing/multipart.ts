import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type FormValue = string | { filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(parts: [string, FormValue][]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----littleloom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of one colour. */
export async function pngImage(size = 64, colour = '#E85D4A'): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export const imageFile = (
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): FormValue => ({
  filename,
  contentType,
  bytes,
});
