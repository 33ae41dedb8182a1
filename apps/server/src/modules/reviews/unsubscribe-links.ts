import { createHmac, timingSafeEqual } from 'node:crypto';
import { REVIEW_UNSUBSCRIBE_PAGE } from '@littleloom/shared';
import { isUuid } from '../../lib/uuid';

/** What a link's signature is for, so it can stand for nothing else the shop signs. */
const PURPOSE = 'stop-review-invitations';

/**
 * The links in review invitations that stop them without signing in: a token of the shopper's id
 * and a keyed hash of it. A mail read months later must still work, so a token never expires, and
 * nothing is stored for it; a new JWT_SECRET voids the links already sent.
 */
export class ReviewUnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    // A key of its own, derived from the shop's secret: these hashes cannot be passed off as
    // codes or sessions signed with the secret itself.
    this.key = createHmac('sha256', secret).update('unsubscribe-links').digest();
  }

  token(userId: string): string {
    return `${userId}.${this.signature(userId)}`;
  }

  /** The page the link opens; a GET of it changes nothing, since mail scanners follow links. */
  url(userId: string): string {
    const token = encodeURIComponent(this.token(userId));
    return `${this.publicUrl}${REVIEW_UNSUBSCRIBE_PAGE}?token=${token}`;
  }

  /** The shopper a token was signed for; undefined for a token the shop did not sign. */
  userIdOf(token: string): string | undefined {
    const [userId, signature, ...rest] = token.split('.');
    if (!userId || !signature || rest.length > 0 || !isUuid(userId)) return undefined;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.signature(userId));
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? userId
      : undefined;
  }

  private signature(userId: string): string {
    return createHmac('sha256', this.key).update(`${PURPOSE}:${userId}`).digest('base64url');
  }
}
