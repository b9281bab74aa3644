import type { Db } from '../../db/pool';
import type { BounceInboxPort } from './port';
import { claimInbound, keepInbound, purgeInbound, settleInbound } from './store';

/**
 * The default inbox: messages handed to deliver() (tests, the demo) are kept in PostgreSQL exactly as the SMTP
 * listener keeps what it receives, so the bounce job reads both the same way.
 */
export function sandboxBounceInbox(db: Db, address: string): BounceInboxPort {
  let arrival: (() => Promise<void>) | null = null;
  return {
    kind: 'sandbox',
    address,
    async deliver(raw, envelope) {
      const id = await keepInbound(db, raw, envelope);
      await arrival?.();
      return id;
    },
    claim: claimInbound,
    settle: settleInbound,
    purge: purgeInbound,
    async start(onArrival) {
      arrival = onArrival;
    },
    async close() {
      arrival = null;
    },
  };
}
