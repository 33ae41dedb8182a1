import type { ChannelListener, Listen, Listening } from '../../../db/notifications';

/** The channel the database's triggers announce catalogue changes on (migrations 0008 and 0020). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * One subscription to the catalogue's change notifications, shared by everything this process
 * keeps of the catalogue in memory (the reply cache, the collection index), so a process holds one
 * listening connection however many of them there are.
 */
export class CatalogueChanges {
  private readonly subscribers: ChannelListener[] = [];
  private listening: Listening | undefined;
  private heard = false;

  /** Subscribes; without `listen` changes cannot be heard, and `catchUp` always says so. */
  static async open(listen: Listen | undefined): Promise<CatalogueChanges> {
    const changes = new CatalogueChanges();
    changes.listening = await listen?.(CATALOGUE_CHANNEL, {
      notify: (payload) => {
        for (const subscriber of changes.subscribers) subscriber.notify(payload);
      },
      listening: (state) => {
        changes.heard = state;
        for (const subscriber of changes.subscribers) subscriber.listening(state);
      },
    });
    return changes;
  }

  /** Adds a subscriber, told at once whether changes are being heard now. */
  subscribe(subscriber: ChannelListener): void {
    this.subscribers.push(subscriber);
    subscriber.listening(this.heard);
  }

  /**
   * True once every change committed before the call has been handed to the subscribers; false
   * when that cannot be promised, and memory must not be trusted.
   */
  catchUp(): Promise<boolean> {
    return this.listening?.catchUp() ?? Promise.resolve(false);
  }

  async close(): Promise<void> {
    await this.listening?.close();
  }
}
