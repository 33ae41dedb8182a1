import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_MESSAGES, type BackupSummary } from '@littleloom/shared';
import { AppError, unauthorized } from '../../http/errors';
import type { BackupFile } from './backup-folder';
import { sameToken, TOKEN_HEADER } from './local-trigger';
import type { BackupService } from './service';

const summary = z.object({ name: z.string(), bytes: z.number(), createdAt: z.string() });
const taken = z.object({ success: z.literal(true), message: z.string(), backup: summary });

const view = (file: BackupFile): BackupSummary => ({
  name: file.name,
  bytes: file.bytes,
  createdAt: file.createdAt.toISOString(),
});

/** A backup now, or a 500 that says to read the log (the cause may name server paths). */
async function takeNow(backups: BackupService, log: FastifyBaseLogger) {
  try {
    const file = await backups.takeNow();
    return { success: true as const, message: BACKUP_MESSAGES.taken, backup: view(file) };
  } catch (error) {
    log.error({ err: error }, 'backup failed');
    throw new AppError(500, BACKUP_MESSAGES.serverFailed);
  }
}

/**
 * The back office's backup card (the last backup, a "Back up now" button), and the local trigger
 * `npm run backup` uses against a running shop on the embedded database (local-trigger.ts).
 */
export function backupRoutes(
  backups: BackupService,
  /** The local trigger's token; without one (a shop on PostgreSQL) there is no trigger. */
  token: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/backups',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'backups'],
          summary:
            'The backup folder: the newest backup, how many are kept, whether one is overdue',
          security: [{ bearer: [] }],
          response: {
            200: z.object({
              success: z.literal(true),
              backups: z.object({
                folder: z.string(),
                everyMinutes: z.number().nullable(),
                keep: z.number(),
                count: z.number(),
                latest: summary.nullable(),
                overdue: z.boolean(),
              }),
            }),
          },
        },
      },
      async () => {
        const status = await backups.status();
        return {
          success: true as const,
          backups: {
            folder: status.folder,
            everyMinutes: status.every === null ? null : status.every / 60_000,
            keep: status.keep,
            count: status.count,
            latest: status.latest && view(status.latest),
            overdue: status.overdue,
          },
        };
      },
    );

    app.post(
      '/admin/backups',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'backups'],
          summary: 'Takes a backup now (one already under way is answered instead)',
          security: [{ bearer: [] }],
          response: { 201: taken },
        },
      },
      async (request, reply) => reply.status(201).send(await takeNow(backups, request.log)),
    );

    if (token === undefined) return;
    app.post(
      '/backups/local',
      {
        // Public to the access layer, which knows sessions only: the token is checked here.
        config: { access: 'public' },
        schema: {
          hide: true,
          headers: z.object({ [TOKEN_HEADER]: z.string().max(200).optional() }),
          response: { 201: taken },
        },
      },
      async (request, reply) => {
        if (!sameToken(request.headers[TOKEN_HEADER], token)) {
          throw unauthorized(BACKUP_MESSAGES.unauthorised);
        }
        return reply.status(201).send(await takeNow(backups, request.log));
      },
    );
  };
}
