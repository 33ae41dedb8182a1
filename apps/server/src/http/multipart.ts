import type { FastifyRequest } from 'fastify';
import { controlCharacterMessage, hasControlCharacter } from '@littleloom/shared';
import { AppError, badRequest } from './errors';

export interface MultipartForm {
  fields: Record<string, string[]>;
  files: { field: string; bytes: Buffer }[];
}

/**
 * Reads a whole multipart form: text fields by name (a name may repeat) and files in the order
 * sent. The per-file and file-count limits are the multipart plugin's, set where it is registered.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: { tooLarge: string; tooMany: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
      } else {
        // The same rule the JSON routes get from refuseControlCharacters.
        const value = String(part.value);
        if (hasControlCharacter(value) || hasControlCharacter(part.fieldname)) {
          throw badRequest(controlCharacterMessage(part.fieldname));
        }
        (form.fields[part.fieldname] ??= []).push(value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(limits.tooMany);
    throw error;
  }
  return form;
}

/** One value per field, for a schema to validate; repeated fields keep their last value. */
export function singleValues(fields: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, values.at(-1) ?? '']),
  );
}
