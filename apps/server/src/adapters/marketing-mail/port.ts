/**
 * The marketing mail port (campaign mail, issue 15): a stream apart from transactional mail (adapters/mail), with its
 * own sender address and relay account, so a campaign's complaints never hurt the delivery of a check-in link or a
 * password reset (docs/decisions/0058-campaign-delivery.md).
 */
export interface MarketingMessage {
  to: string;
  /** The display name of the sender (the campaign's or the template's); the address is the configured one. */
  fromName: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** Our Message-ID (without angle brackets): the key bounces are matched by. */
  messageId: string;
  /** Extra headers: List-Unsubscribe, List-Unsubscribe-Post, Precedence, List-Id, Feedback-ID. */
  headers: Record<string, string>;
  institutionId: number;
}

/** What the relay said when it accepted the message (its response line, kept as the row's status message). */
export interface Accepted {
  response: string;
}

/**
 * Why the relay refused: `permanent` (5xx) will never go through as is; `transient` (4xx, or refused before the
 * message was handed: connection, greeting, MAIL FROM) may be tried again; `unknown` when the connection broke after
 * the message body was sent (it may have been accepted: never sent again).
 */
export class MarketingSendError extends Error {
  constructor(
    message: string,
    readonly kind: 'permanent' | 'transient' | 'unknown',
    /** A refusal of the recipient itself (5xx at RCPT TO: a hard bounce). */
    readonly recipientRejected: boolean,
  ) {
    super(message);
  }
}

export interface MarketingMailPort {
  /** Messages it can have on the wire at once (the SMTP pool's connections): the sender runs that many. */
  readonly parallel: number;
  send(message: MarketingMessage): Promise<Accepted>;
  close(): Promise<void>;
}
