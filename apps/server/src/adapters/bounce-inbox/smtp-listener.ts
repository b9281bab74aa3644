import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/pool';
import type { BounceInboxPort } from './port';
import { claimInbound, keepInbound, MAX_INBOUND_BYTES, purgeInbound, settleInbound } from './store';

/** The local part and domain of the bounce address; 'bounces+anything@domain' is taken for it too (a VERP tag). */
export function isBounceRecipient(address: string, recipient: string): boolean {
  const [local, domain] = address.toLowerCase().split('@');
  const r = recipient.trim().toLowerCase();
  const at = r.lastIndexOf('@');
  if (at < 0 || r.slice(at + 1) !== domain) return false;
  const rLocal = r.slice(0, at);
  return rLocal === local || rLocal.startsWith(`${local}+`);
}

/**
 * The inbound SMTP listener for the bounce address (BOUNCE_SMTP_PORT; decision 0060), with smtp-server: it accepts
 * mail for the bounce address only (550 for anyone else, so it is never an open relay), up to 2 MB a message, and
 * keeps each message in PostgreSQL before answering 250, so a message the remote MTA saw accepted is never lost
 * by a crash. No AUTH (MTAs do not authenticate to an MX); TLS is the relay's in front of it when needed.
 */
export interface SmtpBounceInbox extends BounceInboxPort {
  /** The port it listens on once started (BOUNCE_SMTP_PORT, or the one the system chose for port 0). */
  boundPort(): number | null;
}

export function smtpBounceInbox(db: Db, address: string, listen: { port: number; host: string }): SmtpBounceInbox {
  let server: SMTPServer | null = null;
  let arrival: (() => Promise<void>) | null = null;
  const deliver = async (raw: Buffer, envelope: { mailFrom: string | null; rcptTo: string[] }) => {
    const id = await keepInbound(db, raw, envelope);
    await arrival?.();
    return id;
  };
  return {
    kind: 'smtp',
    address,
    deliver,
    boundPort: () => (server ? (server.server.address() as { port: number }).port : null),
    claim: claimInbound,
    settle: settleInbound,
    purge: purgeInbound,
    async start(onArrival) {
      arrival = onArrival;
      if (server) return;
      const smtp = new SMTPServer({
        name: address.split('@')[1],
        banner: 'bounces',
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        disableReverseLookup: true,
        size: MAX_INBOUND_BYTES,
        logger: false,
        onRcptTo(rcpt, _session, done) {
          if (isBounceRecipient(address, rcpt.address)) return done();
          const refusal = new Error('5.1.1 No such mailbox here') as Error & { responseCode: number };
          refusal.responseCode = 550;
          done(refusal);
        },
        onData(stream, session, done) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
              const tooBig = new Error('5.3.4 Message too big for the bounce address') as Error & { responseCode: number };
              tooBig.responseCode = 552;
              return done(tooBig);
            }
            const from = session.envelope.mailFrom;
            deliver(Buffer.concat(chunks), {
              mailFrom: from === false ? '' : from.address,
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
            }).then(
              () => done(),
              () => {
                const later = new Error('4.3.0 Try again later') as Error & { responseCode: number };
                later.responseCode = 451;
                done(later);
              },
            );
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(listen.port, listen.host, () => {
          smtp.off('error', reject);
          resolve();
        });
      });
      // A connection's error (a peer resetting) must not take the process down.
      smtp.on('error', () => {});
      server = smtp;
    },
    async close() {
      arrival = null;
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
