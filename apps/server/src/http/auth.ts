import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { MSG, type Role } from '@littleloom/shared';
import { forbidden, unauthorized } from './errors';

export interface SessionUser {
  id: string;
  role: Role;
  name: string;
  email: string;
}

export interface TokenClaims {
  sub: string;
  role: Role;
  ver: number;
}

/** What the auth layer needs to know about an account on each request. */
export interface SessionLookup {
  findSessionUser(
    id: string,
  ): Promise<(SessionUser & { isBlocked: boolean; tokenVersion: number }) | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account; set on shopper and admin routes. */
    user?: SessionUser;
  }
}

const TOKEN_LIFETIME = '7d';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
      if (payload.role !== 'user' && payload.role !== 'admin') return undefined;
      return { sub: payload.sub, role: payload.role, ver: payload.ver };
    } catch {
      return undefined;
    }
  }
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Enforces each route's declared access. The account is re-read on every request, so blocking it
 * or resetting its password (both bump the token version) ends its sessions at once. It runs as
 * the request arrives, before the body is read or validated: a caller without access learns
 * nothing about what the route would have accepted.
 */
export function enforceAccess(
  app: FastifyInstance,
  tokens: TokenService,
  sessions: SessionLookup,
): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public' || request.is404) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(MSG.tokenNotFound);
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const account = await sessions.findSessionUser(claims.sub);
    // A blocked account is told so (rather than "expired"), though blocking also ended the session.
    if (account?.isBlocked) throw forbidden(MSG.accountBlockedText, { userBlocked: true });
    if (!account || account.tokenVersion !== claims.ver) {
      throw unauthorized('Your session has expired. Please log in again.');
    }
    if (access === 'admin' && account.role !== 'admin') {
      throw forbidden('Only an administrator can do this.');
    }
    request.user = { id: account.id, role: account.role, name: account.name, email: account.email };
  });
}
