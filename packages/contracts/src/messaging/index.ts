import { z } from 'zod';

/**
 * The hotel's WhatsApp number for the guest messaging dashboards (issue 17, "Sources outside the product";
 * docs/decisions/0074-guest-messaging.md): the Cloud API's phone number id, which the scheduled ingestion uses to
 * bring the messaging assistant's messages and the wa.me links into the product.
 */
export const saveMessagingAccountInput = z.object({
  /** The phone number id of WhatsApp Manager (digits), or a sandbox reference. */
  externalRef: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,60}$/, 'messaging.externalRef'),
  enabled: z.boolean().default(true),
});
export type SaveMessagingAccountInput = z.input<typeof saveMessagingAccountInput>;

export const messagingAccount = z.object({
  externalRef: z.string(),
  /** The number as the provider describes it (E.164). */
  displayPhone: z.string().nullable(),
  enabled: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** The last ingestion's failure, as the client told it (no secrets, no message text), until one succeeds. */
  lastError: z.string().nullable(),
  messages: z.number().int(),
  links: z.number().int(),
});
export type MessagingAccount = z.infer<typeof messagingAccount>;

export const messagingAccountReply = z.object({
  status: z.literal(1),
  account: messagingAccount.nullable(),
  /** Which client reads the number here (the sandbox unless configured). */
  source: z.string(),
});
export type MessagingAccountReply = z.infer<typeof messagingAccountReply>;
