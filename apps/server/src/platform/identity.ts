import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  picture: string | undefined;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Checks a Google ID token's signature, issuer, audience and expiry against Google's keys. */
export class GoogleTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl));
  }

  /** The identity in a valid token with a verified e-mail; undefined for anything else. */
  async verify(idToken: string): Promise<GoogleIdentity | undefined> {
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
      if (payload.email_verified !== true) return undefined;
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        name:
          typeof payload.name === 'string' && payload.name.trim()
            ? payload.name.trim()
            : payload.email,
        picture: typeof payload.picture === 'string' ? payload.picture : undefined,
      };
    } catch {
      return undefined;
    }
  }
}
