/**
 * The hotel's automated guest messaging on WhatsApp (issue 17, "Sources outside the product"; the taglaura and
 * auto-wpp dashboards; docs/decisions/0074-guest-messaging.md, docs/messaging.md): what the hotel's messaging
 * assistant sent and received on the hotel's WhatsApp number, the delivery statuses, and the wa.me links the hotel
 * sends with their clicks, as events the messaging module's job ingests. No event carries a message's text: a client
 * reads what it needs from a body (the topic, a link's code) and drops it.
 */

/** The automatic messages (notifications) the assistant sends on the stay's milestones. */
export const NOTIFICATION_TOPICS = ['checkin-link', 'pre-arrival', 'key', 'survey'] as const;
/** What guests write about (and the assistant answers). */
export const CONVERSATION_TOPICS = ['booking', 'services', 'times', 'directions', 'other'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type ConversationTopic = (typeof CONVERSATION_TOPICS)[number];
export type MessageTopic = NotificationTopic | ConversationTopic;
export const MESSAGE_TOPICS: readonly MessageTopic[] = [...NOTIFICATION_TOPICS, ...CONVERSATION_TOPICS];

/** Where a wa.me link of the hotel was put. */
export const LINK_CHANNELS = ['confirmation-mail', 'checkin-mail', 'survey-mail', 'website', 'signature', 'unknown'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** A message sent by the assistant (out) or received from a guest (in). */
export interface MessageEvent {
  type: 'message';
  /** WhatsApp's message id (wamid...), the upsert key. */
  id: string;
  direction: 'out' | 'in';
  kind: 'notification' | 'conversation';
  topic: MessageTopic;
  /** The approved template of a notification. */
  template: string | null;
  /** The guest's WhatsApp number, digits with the country code (WhatsApp's wa_id). */
  phone: string | null;
  /** The booking's voucher when the assistant knows which booking the message is about. */
  voucher: string | null;
  at: Date;
  /** The message this one answers (WhatsApp's context id). */
  replyTo: string | null;
  /** An inbound message opened by one of the hotel's wa.me links carries its code. */
  linkCode: string | null;
}

/** A delivery status of an outbound message. */
export interface StatusEvent {
  type: 'status';
  id: string;
  status: DeliveryStatus;
  at: Date;
  /** WhatsApp's error code and title of a failure. */
  error: string | null;
}

/** A wa.me link the hotel sent or published (the code travels in the link's prefilled text). */
export interface LinkEvent {
  type: 'link';
  code: string;
  channel: LinkChannel;
  voucher: string | null;
  phone: string | null;
  at: Date;
}

/** A click on a link (the link service's redirect saw it). */
export interface ClickEvent {
  type: 'click';
  code: string;
  at: Date;
}

export type MessagingEvent = MessageEvent | StatusEvent | LinkEvent | ClickEvent;

export interface MessagingBatch {
  /** Oldest first. */
  events: MessagingEvent[];
  /** Where the next fetch starts (kept by the module in PostgreSQL). */
  cursor: string;
  /** More events wait after this batch: fetch again at once. */
  more: boolean;
}

/** The number as the provider describes it (when staff add it). */
export interface NumberInfo {
  /** E.164. */
  displayPhone: string;
  verifiedName: string | null;
}

export class MessagingRefused extends Error {}

/**
 * The hotel's messaging source. `fetch` gives the events of one number after `cursor` (null: its whole history the
 * provider keeps); `describe` checks a number when staff add it; `receive` takes a webhook delivery (a push provider:
 * the Cloud API) and keeps its events for `fetch`.
 */
export interface MessagingPort {
  readonly source: string;
  describe(ref: string, signal: AbortSignal): Promise<NumberInfo>;
  fetch(ref: string, cursor: string | null, signal: AbortSignal): Promise<MessagingBatch>;
  /** The webhook's subscription check (GET): the challenge to answer, or null to refuse. */
  verifySubscription(query: Record<string, unknown>): string | null;
  /** A webhook delivery (POST): verifies its signature, keeps its events; false when refused. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<boolean>;
}
