import { performance } from 'node:perf_hooks';

/** One request as the load generator saw it: how long the whole reply took, and what it said. */
export interface Reply {
  status: number;
  ms: number;
  /** The reply's `message`, or "" when it has none (or is not JSON). */
  message: string;
  body: unknown;
}

/** An address as the server returns it; the checkout page sends it back whole. */
export interface SavedAddress {
  _id: string;
}

/** A shopper's side of the shop's HTTP API, as the web app calls it (apps/web/src/features). */
export class ShopClient {
  constructor(
    private readonly apiBase: string,
    private readonly token?: string,
  ) {}

  as(token: string): ShopClient {
    return new ShopClient(this.apiBase, token);
  }

  /** The same caller, signed in as before, at another server of the same shop. */
  at(apiBase: string): ShopClient {
    return new ShopClient(apiBase, this.token);
  }

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const started = performance.now();
    const response = await fetch(`${this.apiBase}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as undefined; a refusal without a JSON message counts as a failure.
    }
    const message =
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string'
        ? parsed.message
        : '';
    return { status: response.status, ms, message, body: parsed };
  }

  /** POST /api/login; waits out the per-address sign-in limit rather than failing on it. */
  async signIn(email: string, password: string): Promise<string> {
    for (;;) {
      const reply = await this.call('POST', '/login', { email, password });
      if (reply.status === 200) return (reply.body as { token: string }).token;
      if (reply.status !== 429)
        throw new Error(`sign-in of ${email}: ${reply.status} ${reply.message}`);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }

  /** POST /api/user/address: a delivery address saved as the profile page saves one. */
  async saveAddress(address: object): Promise<SavedAddress> {
    const reply = await this.call('POST', '/user/address', address);
    if (reply.status >= 300) throw new Error(`saving an address: ${reply.status} ${reply.message}`);
    return (reply.body as { address: SavedAddress }).address;
  }

  addToCart(line: { productId: string; size: string; quantity: number }): Promise<Reply> {
    return this.call('POST', '/user/cart/add', line);
  }

  /** POST /api/user/orders/create with a fresh Idempotency-Key, as the checkout page sends it. */
  placeOrder(
    order: { address: SavedAddress; paymentMethod: 'COD' | 'Wallet' },
    idempotencyKey: string,
  ): Promise<Reply> {
    return this.call('POST', '/user/orders/create', order, { 'idempotency-key': idempotencyKey });
  }

  clearCart(userId: string): Promise<Reply> {
    return this.call('DELETE', `/user/cart/clear/${encodeURIComponent(userId)}`);
  }
}
