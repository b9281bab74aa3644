import * as contract from '@gm/contracts/institutions/services';
import { revealBody } from '../../adapters/mail/mail';
import type { Db } from '../../db/pool';
import { AppError, unauthenticated } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { type AnyService, defineService } from '../../platform/registry';
import {
  hotelLinkContext,
  hotelsOfNetwork,
  institutionContext,
  institutionName,
  linkCodesOf,
  outboxOf,
  resolveLink,
  saveFeedback,
} from './institutions';

/** A network link (r code) and the network it names (the table's check makes every r link name one). */
async function networkLink(db: Db, r: string): Promise<{ code: string; network: string }> {
  const link = await resolveLink(db, r, 'r');
  if (link.network === null) throw new AppError('institutions.invalid_link');
  return { code: link.code, network: link.network };
}

const availableIns = defineService(contract.availableInstitutions, {
  summary: 'The hotels the signed-in user may work in, sorted by name, the current one marked isCurrent S.',
  async handler(ctx) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    // The session cache already holds the user's hotels (dropped on any grant change).
    const availableIns = ctx.caller.institutions.map((i) => ({
      nome: i.name,
      codIns: i.id,
      isCurrent: i.id === ctx.institutionId ? ('S' as const) : ('N' as const),
    }));
    return { availableInsForUser: { availableIns } };
  },
});

const paramsContext = defineService(contract.institutionContext, {
  summary: "The caller's hotel context: code, name, network, country, time zone, theme and every setting flag.",
  async handler(ctx) {
    const contextIns = await institutionContext(ctx.deps.db, ctx.institutionId);
    return { status: 1, contextIns };
  },
});

/**
 * A hotel link's codes: h names one hotel (answers its context and a guest context token), r names a
 * network (answers its hotels, for /select-ins). Called with a context token and no codes, it
 * exchanges the token for the hotel's current r/h codes.
 */
const contexto = defineService(contract.contexto, {
  summary:
    "Resolves a hotel link (parametros.attributes h or r) to a guest context, or a context token to its link codes. Invalid: 'Link de Hotel Inválido'.",
  sample: () => ({ parametros: { attributes: { h: 'hotel-demo' } } }),
  async handler(ctx, input) {
    const { h, r } = input.parametros?.attributes ?? {};
    if (h) return hotelLinkContext(ctx.deps, h);
    if (r) {
      const link = await networkLink(ctx.deps.db, r);
      const hotels = await hotelsOfNetwork(ctx.deps.db, link.network);
      if (!hotels.length) throw new AppError('institutions.invalid_link');
      return { status: 1, tipo: 'r', r: link.code, rede: link.network, hotels };
    }
    if (ctx.caller.kind === 'guest') {
      const codes = await linkCodesOf(ctx.deps.db, ctx.caller.codIns);
      return { status: 1, ...codes };
    }
    throw new AppError('institutions.invalid_link');
  },
});

const multiplosHoteis = defineService(contract.networkHotels, {
  summary: 'The hotels of a network link (r code), sorted by name, each with its own h link code.',
  sample: () => ({ r: 'rede-demo' }),
  async handler(ctx, input) {
    const link = await networkLink(ctx.deps.db, input.r);
    const hotels = await hotelsOfNetwork(ctx.deps.db, link.network);
    return { status: 1, rede: link.network, availableIns: hotels };
  },
});

const feedback = defineService(contract.sendFeedback, {
  summary: 'Sends the feedback form (parametros NOME, EMAIL, FEEDBACK) to the support team.',
  sample: () => ({ parametros: { NOME: 'Matrix', EMAIL: 'matrix@demo.test', FEEDBACK: 'Teste' } }),
  async handler(ctx, input) {
    const p = input.parametros;
    await saveFeedback(ctx.deps.db, {
      institutionId: ctx.institutionId,
      userId: ctx.caller.kind === 'user' ? ctx.caller.idUser : null,
      name: p.NOME,
      email: p.EMAIL,
      message: p.FEEDBACK,
    });
    const hotel = await institutionName(ctx.deps.db, ctx.institutionId);
    await ctx.deps.ports.mail.send({
      to: ctx.deps.config.supportEmail,
      kind: 'feedback',
      institutionId: ctx.institutionId,
      subject: translate('institutions.feedback_mail_subject', 'pt', { name: p.NOME, hotel }),
      text: `${p.NOME} <${p.EMAIL}>\n${hotel}\n\n${p.FEEDBACK}`,
    });
    return { status: 1, message: translate('institutions.feedback_ok', ctx.locale) };
  },
});

const outbox = defineService(contract.listOutbox, {
  summary: "The mail the product sent or kept for the current hotel (the default transport's outbox), newest first.",
  async handler(ctx, input) {
    const { total, rows } = await outboxOf(ctx.deps.db, ctx.institutionId, input.limit, input.offset);
    // While emulating, the person reading is the administrator: the emulated user's links stay hidden (issue 12).
    const viewer = ctx.caller.kind === 'user' ? (ctx.caller.actor?.email ?? ctx.caller.email).toLowerCase() : '';
    // Sign-in links belong to their recipient only: an administrator must not be able to take over an account.
    // Used, superseded or expired ones are no longer kept at all (0022).
    const hidden = translate('institutions.outbox.hidden', ctx.locale);
    const data = rows.map(({ secretCount, secrets, ...m }) => ({
      ...m,
      textBody: revealBody(m.textBody, secretCount, m.recipient.toLowerCase() === viewer ? secrets : null, hidden),
    }));
    return { status: 1, metadata: { totalCount: total }, data };
  },
});

export const institutionServices: AnyService[] = [availableIns, paramsContext, contexto, multiplosHoteis, feedback, outbox];
