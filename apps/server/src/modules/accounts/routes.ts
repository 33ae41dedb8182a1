import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  MSG,
  profileUpdateSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@littleloom/shared';
import { ACCOUNT_MESSAGES, type AccountService } from './service';
import { messageReply, sessionReply, userViewSchema } from './schemas';

/** Requests per minute from one address on the endpoints people could hammer. */
const perAddress = (max: number) => ({ max, timeWindow: '1 minute' });

export function accountRoutes(accounts: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/register',
      {
        config: { access: 'public', rateLimit: perAddress(10) },
        schema: {
          tags: ['accounts'],
          summary:
            'Start an account; e-mails a code to verify the address. 409 while an earlier registration of the e-mail still waits for its code',
          body: registerSchema,
          response: {
            201: z.object({ success: z.literal(true), userId: z.string(), message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        const { userId } = await accounts.register(request.body);
        return reply.status(201).send({ success: true, userId, message: MSG.otpSent });
      },
    );

    app.post(
      '/verify-otp',
      {
        config: { access: 'public', rateLimit: perAddress(20) },
        schema: {
          tags: ['accounts'],
          summary:
            'Verify the e-mail with its code; passwordRemoved says a disputed password was removed',
          body: verifyOtpSchema,
          response: { 200: sessionReply.extend({ passwordRemoved: z.boolean() }) },
        },
      },
      async (request) => {
        const { userId, email, otp } = request.body;
        const session = await accounts.verifyRegistration({ userId, email }, otp, request.ip);
        return { success: true as const, ...session };
      },
    );

    app.post(
      '/resend-otp',
      {
        config: { access: 'public', rateLimit: perAddress(10) },
        schema: {
          tags: ['accounts'],
          summary:
            'Send a new registration code, if the e-mail is waiting for one; the reply is the same either way',
          body: resendOtpSchema,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await accounts.resendRegistrationCode(request.body.email);
        return { success: true as const, message: MSG.otpResent };
      },
    );

    app.post(
      '/login',
      {
        config: { access: 'public', rateLimit: perAddress(20) },
        schema: {
          tags: ['accounts'],
          summary: 'Sign in with e-mail and password',
          body: loginSchema,
          response: { 200: sessionReply },
        },
      },
      async (request) => {
        const session = await accounts.login(request.body.email, request.body.password, request.ip);
        return { success: true as const, message: MSG.loginSuccess, ...session };
      },
    );

    app.post(
      '/google-login',
      {
        config: { access: 'public', rateLimit: perAddress(20) },
        schema: {
          tags: ['accounts'],
          summary: 'Sign in with a Google ID token',
          body: googleLoginSchema,
          response: { 200: sessionReply },
        },
      },
      async (request) => {
        const session = await accounts.googleLogin(request.body.token);
        return { success: true as const, message: MSG.googleSuccess, ...session };
      },
    );

    app.post(
      '/forgot-password',
      {
        config: { access: 'public', rateLimit: perAddress(10) },
        schema: {
          tags: ['accounts'],
          summary: 'E-mail a code to reset the password',
          body: forgotPasswordSchema,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await accounts.requestPasswordReset(request.body.email);
        return { success: true as const, message: ACCOUNT_MESSAGES.resetSent };
      },
    );

    app.post(
      '/reset-password',
      {
        config: { access: 'public', rateLimit: perAddress(20) },
        schema: {
          tags: ['accounts'],
          summary: 'Choose a new password with the e-mailed code',
          body: resetPasswordSchema,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await accounts.resetPassword(
          request.body.email,
          request.body.otp,
          request.body.newPassword,
          request.ip,
        );
        return { success: true as const, message: ACCOUNT_MESSAGES.resetDone };
      },
    );

    app.get(
      '/user/profile',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in account',
          security: [{ bearer: [] }],
          response: { 200: z.object({ success: z.literal(true), user: userViewSchema }) },
        },
      },
      async (request) => ({
        success: true as const,
        user: await accounts.getProfile(request.user!.id),
      }),
    );

    app.put(
      '/user/profile',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['accounts'],
          summary: 'Change name, phone or avatar; anything else in the body is ignored',
          security: [{ bearer: [] }],
          body: profileUpdateSchema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), user: userViewSchema }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: ACCOUNT_MESSAGES.profileUpdated,
        user: await accounts.updateProfile(request.user!.id, request.body),
      }),
    );

    app.post(
      '/admin/login',
      {
        config: { access: 'public', rateLimit: perAddress(20) },
        schema: {
          tags: ['admin'],
          summary: 'Administrator sign-in',
          body: loginSchema,
          response: { 200: sessionReply },
        },
      },
      async (request) => {
        const session = await accounts.adminLogin(
          request.body.email,
          request.body.password,
          request.ip,
        );
        return { success: true as const, message: MSG.adminLoginSuccess, ...session };
      },
    );
  };
}
