/** Why a server process should not be sent traffic; `ready` when it should. */
export type ReadinessState = 'ready' | 'not-migrated' | 'database-down' | 'stopping';

/**
 * Whether this server process should be sent requests, as /api/ready tells a load balancer: not
 * from the moment it begins to stop (it finishes what it has, and the balancer sends the rest
 * elsewhere), nor while its database lacks a migration this code needs, nor while the database
 * does not answer. Liveness (/api/health) is another question: a process that is stopping is alive.
 */
export class Readiness {
  private stopping = false;

  /** `migrated` asks the database whether its migrations are applied, and throws if it is down. */
  constructor(private readonly migrated: () => Promise<boolean>) {}

  /** From now on the process is draining; there is no way back. */
  beginStopping(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  async check(): Promise<{ state: ReadinessState; error?: unknown }> {
    if (this.stopping) return { state: 'stopping' };
    let migrated: boolean;
    try {
      migrated = await this.migrated();
    } catch (error) {
      return { state: 'database-down', error };
    }
    // Asked again after the answer came: a stop may have begun while the database was asked.
    if (this.stopping) return { state: 'stopping' };
    return { state: migrated ? 'ready' : 'not-migrated' };
  }
}
