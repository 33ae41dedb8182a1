import type { FastifyInstance } from 'fastify';
import { controlCharacterMessage, findControlCharacter } from '@littleloom/shared';
import { badRequest } from './errors';

/**
 * Refuses a control character anywhere in the path parameters, query or JSON body of every route,
 * before its schema runs, so no route can pass one on to the database or the logs. Multipart
 * fields are read by the route itself and checked in readMultipartForm.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControlCharacter(part);
      if (field !== undefined) throw badRequest(controlCharacterMessage(field));
    }
  });
}
