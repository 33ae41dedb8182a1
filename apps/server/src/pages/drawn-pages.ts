import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from '@littleloom/shared';
import { catalogueCacheFollowing, sendKeptBody } from '../modules/catalog/cache/cached-replies';
import type { CatalogueCache, CachedReply } from '../modules/catalog/cache/catalogue-cache';
import type { CatalogueChanges } from '../modules/catalog/cache/catalogue-changes';
import { etagOf, matchesIfNoneMatch } from '../http/http-validators';
import { DrawingLimit } from './drawing-limit';
import { drawPageFor } from './page-drawing';

/**
 * Distinct pages drawn at once (the machine's cores), and how many more may wait for a turn;
 * past that the shell serves, which the app fills in itself.
 */
const DRAWING_LIMITS = { atOnce: 2, waiting: 16 };

/** A page drawn: with its content (200), or saying that what its address names does not exist. */
interface Drawing {
  status: 200 | 404;
  page: CachedReply;
}

/** A drawing that is not kept: a 'not found' page, or none (it could not be drawn). */
class NotKept extends Error {
  constructor(readonly drawing: Drawing | undefined) {
    super('The page was not drawn with its data');
  }
}

/**
 * Home, product and collection pages drawn with their data, and the 'not found' page
 * (page-drawing.ts). A page is drawn for its address as the renderer normalises it (only the
 * parameters the page reads), so tracking tags and junk parameters name a page already drawn.
 * Callers asking for one page at once share one drawing, and only a few distinct pages are drawn
 * at a time. With the catalogue cache on, each drawing is kept until the catalogue next changes,
 * under the same rules as the catalogue's replies (nothing is served from memory while changes
 * cannot be heard), so a price or stock change still shows in the next response; without it,
 * every request draws afresh.
 */
export class DrawnPages {
  private readonly cache: CatalogueCache | undefined;
  /** Drawings under way by address, while nothing is kept (the cache shares its own). */
  private readonly drawing = new Map<string, Promise<Drawing | undefined>>();
  private readonly limit = new DrawingLimit(DRAWING_LIMITS.atOnce, DRAWING_LIMITS.waiting);

  constructor(
    private readonly app: FastifyInstance,
    private readonly renderer: PageRenderer,
    /** The shop's public address, for the absolute links the pages carry. */
    private readonly origin: string,
    private readonly changes: CatalogueChanges,
    keepInMemory: boolean,
  ) {
    this.cache = keepInMemory ? catalogueCacheFollowing(changes) : undefined;
  }

  drawsWithData(pathname: string): boolean {
    return this.renderer.drawsWithData(pathname);
  }

  /**
   * Sends `request`'s page drawn (200, or 404 for an address naming nothing) and answers true; or
   * answers false having sent nothing, for the shell to be sent.
   */
  async send(request: FastifyRequest, reply: FastifyReply, shell: string): Promise<boolean> {
    const address = this.renderer.pageAddress(request.url);
    let drawn: Drawing | undefined;
    try {
      const current = this.cache !== undefined && (await this.changes.catchUp());
      drawn =
        current && this.cache
          ? {
              status: 200,
              page: await this.cache.get(address, () => this.kept(request, address, shell)),
            }
          : await this.shared(request, address, shell);
    } catch (error) {
      if (!(error instanceof NotKept)) {
        request.log.error({ err: error }, 'Could not draw the page with its data');
        return false;
      }
      drawn = error.drawing;
    }
    if (!drawn) return false;
    if (drawn.status === 404) {
      await sendKeptBody(request, reply.code(404), drawn.page);
      return true;
    }
    reply.header('etag', drawn.page.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], drawn.page.etag)) {
      await reply.code(304).send();
    } else {
      await sendKeptBody(request, reply, drawn.page);
    }
    return true;
  }

  /** A page to keep in the cache: only one drawn with its content. */
  private async kept(request: FastifyRequest, address: string, shell: string) {
    const drawn = await this.draw(request, address, shell);
    if (drawn?.status !== 200) throw new NotKept(drawn);
    return drawn.page;
  }

  /** The drawing of `address` under way for another caller, or a new one. */
  private shared(request: FastifyRequest, address: string, shell: string) {
    const pending = this.drawing.get(address);
    if (pending) return pending;
    const drawing = this.draw(request, address, shell).finally(() => {
      this.drawing.delete(address);
    });
    this.drawing.set(address, drawing);
    return drawing;
  }

  /** Draws `address` when its turn comes; undefined when it could not be drawn or had no turn. */
  private draw(request: FastifyRequest, address: string, shell: string) {
    return this.limit.run(async (): Promise<Drawing | undefined> => {
      const drawn = await drawPageFor(
        this.app,
        this.renderer,
        request,
        address,
        shell,
        this.origin,
      );
      if (!drawn) return undefined;
      const body = Buffer.from(drawn.html);
      return { status: drawn.status, page: { body, etag: etagOf(body), encoded: new Map() } };
    });
  }
}
