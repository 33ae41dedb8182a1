import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDRESS_MESSAGES, addressSchema } from '@littleloom/shared';
import type { FastifyRequest } from 'fastify';
import { addressReplySchema } from '../../http/reply-schemas/address';
import type { AddressService } from './service';

const shopper = { access: 'shopper' as const };
const docs = { tags: ['addresses'], security: [{ bearer: [] }] };
const idParams = z.object({ id: z.string().max(64) });

const oneAddress = z.object({
  success: z.literal(true),
  message: z.string(),
  address: addressReplySchema,
});

const callerId = (request: FastifyRequest) => request.user!.id;

/** The shopper's saved addresses (storefront.md §7 Addresses); always the caller's own. */
export function addressRoutes(addresses: AddressService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/address',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: "The caller's addresses, newest first",
          response: {
            200: z.object({ success: z.literal(true), addresses: z.array(addressReplySchema) }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        addresses: await addresses.list(callerId(request)),
      }),
    );

    app.post(
      '/user/address',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Save an address',
          body: addressSchema,
          response: { 201: oneAddress },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: ADDRESS_MESSAGES.added,
          address: await addresses.add(callerId(request), request.body),
        }),
    );

    app.put(
      '/user/address/:id',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Change a saved address',
          params: idParams,
          body: addressSchema,
          response: { 200: oneAddress },
        },
      },
      async (request) => ({
        success: true as const,
        message: ADDRESS_MESSAGES.updated,
        address: await addresses.update(callerId(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/user/address/:id',
      {
        config: shopper,
        schema: {
          ...docs,
          summary: 'Delete a saved address (orders keep their own copy)',
          params: idParams,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request) => {
        await addresses.delete(callerId(request), request.params.id);
        return { success: true as const, message: ADDRESS_MESSAGES.deleted };
      },
    );
  };
}
