/** What a subscriber to a notification channel (PostgreSQL `LISTEN`) is told. */
export interface ChannelListener {
  /** A transaction that sent a notification on the channel has committed. */
  notify(payload: string): void;
  /**
   * Whether notifications are being received. False when the connection is lost: from then on
   * notifications may be missed. True once listening again, which is also when to assume that
   * anything may have changed meanwhile.
   */
  listening(state: boolean): void;
}

/** A subscription to one channel. */
export interface Listening {
  /**
   * Resolves true once every notification committed before the call has been handed to the
   * listener, or false if that cannot be promised now (not listening, or no answer in time).
   */
  catchUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** Subscribes to a channel; resolves once the first attempt to listen has succeeded or failed. */
export type Listen = (channel: string, listener: ChannelListener) => Promise<Listening>;
