import * as contract from '@gm/contracts/crm/templates-services';
import { withTransaction } from '../../db/pool';
import { forbidden } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { text } from '../../platform/messages';
import { type AnyService, BinaryReply, defineService, type InstitutionContext } from '../../platform/registry';
import { settingsOf } from '../institutions/public';
import { fillMergeFields, fillMergeFieldsText } from './merge-fields';
import { assertKnownMergeFields, renderDesign } from './render';
import { sampleValuesFor } from './samples';
import { starterDesign } from './starters';
import { findTemplate, insertTemplate, listTemplates, removeTemplate, updateTemplate } from './templates';

const userOf = (ctx: InstitutionContext) => {
  if (ctx.caller.kind !== 'user') throw forbidden();
  return ctx.caller;
};
const changed = (ctx: InstitutionContext, id: number) =>
  publishEvent(ctx.deps.db, { institutionId: ctx.institutionId, type: 'campaigns.templates.changed', id });

const list = defineService(contract.listTemplates, {
  summary: "The hotel's e-mail templates, last changed first, searchable by name or subject.",
  sample: () => ({ limit: 10 }),
  handler: (ctx, input) => listTemplates(ctx.deps.db, ctx.institutionId, input),
});

const get = defineService(contract.getTemplate, {
  summary: 'One e-mail template with its design and rendered HTML (the designer opens it).',
  sample: (fx) => ({ id: Number(fx.extra.templateId ?? 1) }),
  handler: (ctx, input) => findTemplate(ctx.deps.db, ctx.institutionId, input.id),
});

const save = defineService(contract.saveTemplate, {
  summary:
    "Creates (no id) or changes an e-mail template: the design is checked, rendered with MJML and kept with its HTML (under 102 KB); a new one without a design gets the type's bundled starter in the hotel's language, a change without one keeps its design.",
  sample: () => ({ name: 'Boas-vindas', type: 1 }),
  async handler(ctx, input) {
    const user = userOf(ctx);
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    // A change without a design keeps the template's own; a new one without a design starts from its type's starter.
    const current = input.id && !input.templateObject ? await findTemplate(ctx.deps.db, ctx.institutionId, input.id) : null;
    const starter = input.templateObject || current ? null : starterDesign(input.type, hotel.language, hotel.hospital);
    const design = input.templateObject ?? current?.templateObject ?? starter!.design;
    const subject = input.subject || (starter?.subject ?? '');
    assertKnownMergeFields(design, subject);
    const { html } = await renderDesign(design, subject, hotel.language);
    // A template made from a starter signs with the hotel's name until the user names another sender.
    const msgFrom = input.msgFrom || (starter ? hotel.name.replace(/[<>"\r\n]/g, '').slice(0, 80) : '');
    const write = { name: input.name, type: input.type, subject, msgFrom, design, html };
    const saved = await withTransaction(ctx.deps.db, async (tx) => {
      const t = input.id
        ? await updateTemplate(tx, ctx.institutionId, input.id, write)
        : await insertTemplate(tx, ctx.institutionId, user.idUser, write);
      await publishEvent(tx, { institutionId: ctx.institutionId, type: 'campaigns.templates.changed', id: t.id });
      return t;
    });
    return saved;
  },
});

const parse = defineService(contract.parseTemplate, {
  summary: 'Renders a design with sample merge values (the designer preview); refuses an e-mail over 102 KB.',
  sample: () => ({ templateObject: { body: { rows: [] } } }),
  async handler(ctx, input) {
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    assertKnownMergeFields(input.templateObject, '');
    const { html, bytes } = await renderDesign(input.templateObject, '', hotel.language);
    return { html: fillMergeFields(html, sampleValuesFor(hotel, ctx.locale, ctx.deps.config.publicUrl)), htmlBytes: bytes };
  },
});

const remove = defineService(contract.removeTemplate, {
  summary: "Removes an e-mail template from the hotel's list (campaigns already sent keep their history).",
  sample: (fx) => ({ id: Number(fx.extra.removableTemplateId ?? 1) }),
  async handler(ctx, input) {
    await removeTemplate(ctx.deps.db, ctx.institutionId, input.id);
    await changed(ctx, input.id);
    return { status: 1 as const, id: input.id };
  },
});

const send = defineService(contract.sendTemplate, {
  summary: "Sends a saved template, with sample merge values, to the signed-in staff member's own e-mail as a test.",
  sample: (fx) => ({ id: Number(fx.extra.templateId ?? 1) }),
  async handler(ctx, input) {
    const user = userOf(ctx);
    const hotel = await settingsOf(ctx.deps.db, ctx.institutionId);
    const t = await findTemplate(ctx.deps.db, ctx.institutionId, input.id);
    const values = sampleValuesFor(hotel, ctx.locale, ctx.deps.config.publicUrl);
    const subject = fillMergeFieldsText(t.subject, values) || t.name;
    await ctx.deps.ports.mail.send({
      to: user.email,
      subject: text('campaigns.test_subject', ctx.locale, hotel, { subject }),
      text: text('campaigns.test_text', ctx.locale, hotel, { name: t.name }),
      html: fillMergeFields(t.outputHtml, values),
      kind: 'crm.templateTest',
      institutionId: ctx.institutionId,
      ...(t.msgFrom ? { fromName: t.msgFrom } : {}),
    });
    return { status: 1 as const, to: user.email };
  },
});

/**
 * The saved template's HTML as a page, merge fields as {{tokens}}: staff of the hotel with TAGPANEL (the same
 * people who design it); the guest's copy is the one the campaign sender fills and mails.
 */
const view = defineService(contract.viewTemplateEmail, {
  summary: "The saved template's rendered HTML, merge fields as tokens.",
  sample: (fx) => ({ id: Number(fx.extra.templateId ?? 1) }),
  async handler(ctx, input) {
    const t = await findTemplate(ctx.deps.db, ctx.institutionId, input.id);
    return new BinaryReply(t.outputHtml, 'text/html; charset=utf-8');
  },
});

export const campaignServices: AnyService[] = [list, get, save, parse, remove, send, view];
