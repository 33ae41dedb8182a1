import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drawPageFor, type PageDrawer } from '../../http/page-drawing';
import { catalogueCacheFollowing, sendKeptBody } from '../catalog/cached-replies';
import type { CatalogueCache, CachedReply } from '../catalog/catalogue-cache';
import type { CatalogueChanges } from '../catalog/catalogue-changes';
import { etagOf, matchesIfNoneMatch } from '../catalog/http-validators';

/** A drawing that is not kept: the subject is gone (404), or it could not be drawn (undefined). */
class NotKept extends Error {
  constructor(readonly status: 404 | undefined) {
    super('The page was not drawn with its data');
  }
}

/**
 * Product and collection pages drawn with their data (http/page-drawing.ts). With the catalogue
 * cache on, each drawing is kept until the catalogue next changes, under the same rules as the
 * catalogue's replies (nothing is served from memory while changes cannot be heard), so a price
 * or stock change still shows in the next response; without it, every request draws afresh.
 */
export class DrawnPages {
  private readonly cache: CatalogueCache | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly drawer: PageDrawer,
    /** The shop's public address, for the absolute links the pages carry. */
    private readonly origin: string,
    private readonly changes: CatalogueChanges,
    keepInMemory: boolean,
  ) {
    this.cache = keepInMemory ? catalogueCacheFollowing(changes) : undefined;
  }

  drawsWithData(pathname: string): boolean {
    return this.drawer.drawsWithData(pathname);
  }

  /**
   * Sends `request`'s page drawn with its data, and answers 200; or answers 404 (its subject is
   * gone) or undefined (it could not be drawn) having sent nothing, for the shell to be sent.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    shell: string,
  ): Promise<200 | 404 | undefined> {
    const draw = async (): Promise<CachedReply> => {
      const drawn = await drawPageFor(this.app, this.drawer, request, shell, this.origin);
      if (drawn?.status !== 200) throw new NotKept(drawn?.status);
      const body = Buffer.from(drawn.html);
      return { body, etag: etagOf(body), encoded: new Map() };
    };
    let page: CachedReply;
    try {
      const current = this.cache !== undefined && (await this.changes.catchUp());
      page = current && this.cache ? await this.cache.get(request.url, draw) : await draw();
    } catch (error) {
      if (error instanceof NotKept) return error.status;
      request.log.error({ err: error }, 'Could not draw the page with its data');
      return undefined;
    }
    reply.header('etag', page.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) {
      await reply.code(304).send();
    } else {
      await sendKeptBody(request, reply, page);
    }
    return 200;
  }
}
