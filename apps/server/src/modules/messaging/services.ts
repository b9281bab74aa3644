import * as contract from '@gm/contracts/messaging/services';
import { MessagingRefused } from '../../adapters/messaging/messaging';
import { AppError } from '../../platform/errors';
import { type AnyService, defineService, type InstitutionContext } from '../../platform/registry';
import { ingestAccount, queueIngestion } from './ingest';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function accountReply(ctx: InstitutionContext) {
  const { rows } = await ctx.deps.db.query<{
    external_ref: string;
    display_phone: string | null;
    enabled: boolean;
    last_synced_at: Date | null;
    last_attempt_at: Date | null;
    last_error: string | null;
    messages: string;
    links: string;
  }>(
    `SELECT a.external_ref, a.display_phone, a.enabled, a.last_synced_at, a.last_attempt_at, a.last_error,
            (SELECT count(*) FROM messaging_messages m WHERE m.institution_id = a.institution_id) AS messages,
            (SELECT count(*) FROM whatsapp_links l WHERE l.institution_id = a.institution_id) AS links
       FROM messaging_accounts a WHERE a.institution_id = $1`,
    [ctx.institutionId],
  );
  const r = rows[0];
  return {
    status: 1 as const,
    account: r
      ? {
          externalRef: r.external_ref,
          displayPhone: r.display_phone,
          enabled: r.enabled,
          lastSyncedAt: iso(r.last_synced_at),
          lastAttemptAt: iso(r.last_attempt_at),
          lastError: r.last_error,
          messages: Number(r.messages),
          links: Number(r.links),
        }
      : null,
    source: ctx.deps.ports.messaging.source,
  };
}

const get = defineService(contract.getMessagingAccount, {
  summary: "The hotel's WhatsApp number for the messaging dashboards: its phone number id, the last ingestion, its error, what is held.",
  handler: (ctx) => accountReply(ctx),
});

/** A number belongs to one hotel: each sample is a number of its own (the registry-wide tests save it in several). */
let samples = 0;

const save = defineService(contract.saveMessagingAccount, {
  summary:
    "Adds or changes the hotel's WhatsApp number (the Cloud API's phone number id), checked with the provider; its messages are ingested at once.",
  sample: () => ({ externalRef: `10654035224${String(++samples).padStart(4, '0')}` }),
  async handler(ctx, input) {
    let displayPhone: string;
    try {
      displayPhone = (await ctx.deps.ports.messaging.describe(input.externalRef, AbortSignal.timeout(20_000))).displayPhone;
    } catch (error) {
      if (error instanceof MessagingRefused) throw new AppError('messaging.number_refused', { field: 'externalRef', httpStatus: 400 });
      throw new AppError('messaging.provider_unavailable', { field: 'externalRef', httpStatus: 503 });
    }
    await ctx.deps.db
      .query(
        `INSERT INTO messaging_accounts (institution_id, external_ref, display_phone, enabled) VALUES ($1, $2, $3, $4)
       ON CONFLICT (institution_id) DO UPDATE
          SET external_ref = EXCLUDED.external_ref, display_phone = EXCLUDED.display_phone, enabled = EXCLUDED.enabled, updated_at = now(),
              cursor = CASE WHEN messaging_accounts.external_ref = EXCLUDED.external_ref THEN messaging_accounts.cursor END,
              last_error = CASE WHEN messaging_accounts.external_ref = EXCLUDED.external_ref THEN messaging_accounts.last_error END`,
        [ctx.institutionId, input.externalRef, displayPhone, input.enabled],
      )
      .catch((error: { code?: string }) => {
        // Another hotel has this number.
        if (error.code === '23505') throw new AppError('messaging.number_taken', { field: 'externalRef', httpStatus: 409 });
        throw error;
      });
    if (input.enabled) await queueIngestion(ctx.deps.db, ctx.institutionId);
    return accountReply(ctx);
  },
});

const sync = defineService(contract.syncMessagingAccount, {
  summary: "Ingests the number's new messages and links now (up to a minute), instead of at the next quarter-hourly run.",
  async handler(ctx) {
    const outcome = await ingestAccount(ctx.deps.db, ctx.deps.ports.messaging, ctx.institutionId);
    if (!outcome) throw new AppError('messaging.account_not_found', { httpStatus: 404 });
    return accountReply(ctx);
  },
});

export const messagingServices: AnyService[] = [get, save, sync];
