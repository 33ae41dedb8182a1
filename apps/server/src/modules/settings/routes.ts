import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COD_LIMIT, CURRENCY, CURRENCY_SYMBOL, DELIVERY_FEE } from '@littleloom/shared';
import type { AppConfig } from '../../config';

/** What the web app needs to know about how this shop is set up. No secrets. */
export function settingsRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['settings'],
          summary:
            'Public settings of the shop: currency, fees, which sign-in, payment and courier providers are on',
          response: {
            200: z.object({
              success: z.literal(true),
              currency: z.string(),
              currencySymbol: z.string(),
              deliveryFee: z.number(),
              codLimit: z.number(),
              googleClientId: z.string().nullable(),
              /** null: no card gateway, so no card checkout and no Add Money. */
              paymentProvider: z.enum(['razorpay', 'simulator']).nullable(),
              razorpayKeyId: z.string().nullable(),
              devOutbox: z.boolean(),
              /** 'none': no courier is set up, so the back office ships by hand. */
              shipping: z.object({ courier: z.enum(['shiprocket', 'simulator', 'none']) }),
            }),
          },
        },
      },
      async () => ({
        success: true as const,
        currency: CURRENCY,
        currencySymbol: CURRENCY_SYMBOL,
        deliveryFee: DELIVERY_FEE,
        codLimit: COD_LIMIT,
        googleClientId: config.google?.clientId ?? null,
        paymentProvider: config.cardGateway,
        razorpayKeyId: config.razorpay?.keyId ?? null,
        devOutbox: !config.mail.smtpUrl,
        shipping: { courier: config.courier ?? ('none' as const) },
      }),
    );
  };
}
