import { SMTPServer } from 'smtp-server';

/** A message the peer accepted: its envelope recipients and its raw source. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP peer on a free loopback port (smtp-server, no TLS, any sender): the product's SMTP mail port sends to
 * `url`; `received` fills as messages arrive.
 */
export async function startSmtpPeer(): Promise<{ received: ReceivedMail[]; url: string; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
