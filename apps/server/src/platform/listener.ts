import type pg from 'pg';
import type { Db } from '../db/pool';

export interface ChannelHandlers {
  /** A notification's payload. */
  notified(payload: string): void;
  /** The connection was lost: notifications may have been missed, so nothing cached on their strength holds. */
  lost(): void;
}

/**
 * One LISTEN connection on a PostgreSQL channel for a per-process cache that other processes invalidate
 * (docs/decisions/0020-revocation.md): it reports a lost connection and listens again with backoff, so a cache
 * trusts its entries only while `listening`.
 */
export class ChannelListener {
  private client: pg.PoolClient | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = 250;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  }

  async start(): Promise<void> {
    this.stopped = false;
    const client = await this.db.connect();
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.handlers.notified(n.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    this.client = client;
    this.retryMs = 250;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.client?.release();
    this.client = null;
  }

  private lost(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = null;
    this.handlers.lost();
    try {
      client.release(true);
    } catch {
      /* already released */
    }
    this.reconnect();
  }

  private reconnect(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start().catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, 10_000);
        this.reconnect();
      });
    }, this.retryMs);
    this.retry.unref?.();
  }
}
