import { availableInsMultiplosHoteisInput, contextoInput, feedbackInput } from '@gm/contracts/auth';
import { z } from 'zod';
import { revealBody } from '../../adapters/mail/mail';
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

const availableIns = defineService({
  name: 'AvailableInsPerSujeitoService',
  basePaths: ['/broker/auth'],
  access: 'user',
  summary: 'The hotels the signed-in user may work in, sorted by name, the current one marked isCurrent S.',
  input: z.object({}).passthrough(),
  async handler(ctx) {
    if (ctx.caller.kind !== 'user') throw unauthenticated();
    // The session cache already holds the user's hotels (dropped on any grant change).
    const availableIns = ctx.caller.institutions.map((i) => ({ nome: i.name, codIns: i.id, isCurrent: i.id === ctx.codIns ? 'S' : 'N' }));
    return { availableInsForUser: { availableIns } };
  },
});

const paramsContext = defineService({
  name: 'ParamsContextInstituicaoService',
  basePaths: ['/broker/auth', '/jwt/broker/core'],
  access: ['user', 'guest'],
  needsInstitution: true,
  summary: "The caller's hotel context: code, name, network, country, time zone, theme and every setting flag.",
  input: z.object({}).passthrough(),
  async handler(ctx) {
    const contextIns = await institutionContext(ctx.deps.db, ctx.codIns!);
    return { status: 1, contextIns };
  },
});

/**
 * A hotel link's codes: h names one hotel (answers its context and a guest context token), r names a
 * network (answers its hotels, for /select-ins). Called with a context token and no codes, it
 * exchanges the token for the hotel's current r/h codes.
 */
const contexto = defineService({
  name: 'ContextoService',
  basePaths: ['/jwt/brokerJson/core'],
  access: 'public',
  summary:
    "Resolves a hotel link (parametros.attributes h or r) to a guest context, or a context token to its link codes. Invalid: 'Link de Hotel Inválido'.",
  input: contextoInput,
  sample: () => ({ parametros: { attributes: { h: 'hotel-demo' } } }),
  async handler(ctx, input) {
    const attrs = input.parametros?.attributes;
    if (!attrs?.h && !attrs?.r) {
      if (ctx.caller.kind === 'guest') {
        const codes = await linkCodesOf(ctx.deps.db, ctx.caller.codIns);
        return { status: 1, ...codes };
      }
      throw new AppError('institutions.invalid_link');
    }
    if (attrs.h) return hotelLinkContext(ctx.deps, attrs.h);
    const link = await resolveLink(ctx.deps.db, attrs.r!, 'r');
    const hotels = await hotelsOfNetwork(ctx.deps.db, link.network!);
    if (!hotels.length) throw new AppError('institutions.invalid_link');
    return { status: 1, tipo: 'r', r: link.code, rede: link.network, hotels };
  },
});

const multiplosHoteis = defineService({
  name: 'AvailableInsMultiplosHoteis',
  basePaths: ['/jwt/brokerJson/core'],
  access: 'public',
  summary: 'The hotels of a network link (r code), sorted by name, each with its own h link code.',
  input: availableInsMultiplosHoteisInput,
  sample: () => ({ r: 'rede-demo' }),
  async handler(ctx, input) {
    const link = await resolveLink(ctx.deps.db, input.r, 'r');
    const hotels = await hotelsOfNetwork(ctx.deps.db, link.network!);
    return { status: 1, rede: link.network, availableIns: hotels };
  },
});

const feedback = defineService({
  name: 'EnviarFeedbackService',
  basePaths: ['/jwt/broker/core'],
  access: ['user', 'guest'],
  rateLimit: 'auth',
  writes: true,
  summary: 'Sends the feedback form (parametros NOME, EMAIL, FEEDBACK) to the support team.',
  input: feedbackInput,
  sample: () => ({ parametros: { NOME: 'Matrix', EMAIL: 'matrix@demo.test', FEEDBACK: 'Teste' } }),
  async handler(ctx, input) {
    const p = input.parametros;
    await saveFeedback(ctx.deps.db, {
      institutionId: ctx.codIns,
      userId: ctx.caller.kind === 'user' ? ctx.caller.idUser : null,
      name: p.NOME,
      email: p.EMAIL,
      message: p.FEEDBACK,
    });
    const hotel = await institutionName(ctx.deps.db, ctx.codIns);
    await ctx.deps.ports.mail.send({
      to: ctx.deps.config.supportEmail,
      kind: 'feedback',
      institutionId: ctx.codIns,
      subject: translate('institutions.feedback_mail_subject', 'pt', { name: p.NOME, hotel }),
      text: `${p.NOME} <${p.EMAIL}>\n${hotel}\n\n${p.FEEDBACK}`,
    });
    return { status: 1, message: translate('institutions.feedback_ok', ctx.locale) };
  },
});

const outbox = defineService({
  name: 'ListMailOutboxService',
  basePaths: ['/jwt/broker/core'],
  access: 'user',
  needsInstitution: true,
  permission: [
    { area: 'ADM', action: 'outbox' },
    { area: 'CHANGEINS', action: 'notifications' },
  ],
  summary: "The mail the product sent or kept for the current hotel (the default transport's outbox), newest first.",
  input: z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  async handler(ctx, input) {
    const { total, rows } = await outboxOf(ctx.deps.db, ctx.codIns!, input.limit, input.offset);
    const viewer = ctx.caller.kind === 'user' ? ctx.caller.email.toLowerCase() : '';
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

export const institutionServices: AnyService[] = [availableIns, paramsContext, contexto, multiplosHoteis, feedback, outbox] as AnyService[];
