import { z } from 'zod';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { listTemplatesInput, parseTemplateInput, saveTemplateInput, sendTemplateInput, templateIdInput } from './templates-inputs';
import { listTemplatesReply, parseTemplateReply, removeTemplateReply, sendTemplateReply, template } from './templates-replies';

/**
 * CRM e-mail templates (spec section 7 "CRM"; issue 15; docs/decisions/0051-crm-templates.md): staff of the
 * current hotel holding TAGPANEL:{codIns}:*.
 */
const PATHS = ['/jwt/brokerJson/tagpanel', '/broker/tagpanel'];
const staff = { basePaths: PATHS, access: 'user', permission: P.TAGPANEL.any, needsInstitution: true } as const;

export const listTemplates = defineContract({
  ...staff,
  name: 'ListTemplatesService',
  input: listTemplatesInput,
  output: listTemplatesReply,
});

/** Creates (no id) or changes (id) a template; the server renders and keeps its outputHtml. */
export const saveTemplate = defineContract({
  ...staff,
  name: 'CreateTemplateService',
  writes: true,
  input: saveTemplateInput,
  output: template,
});

/** One template with its design (the designer opens it). */
export const getTemplate = defineContract({
  ...staff,
  name: 'GetTemplateService',
  input: templateIdInput,
  output: template,
});

/** Renders a design with sample merge values: the designer's preview. */
export const parseTemplate = defineContract({
  ...staff,
  name: 'ParseTemplateService',
  input: parseTemplateInput,
  output: parseTemplateReply,
});

export const removeTemplate = defineContract({
  ...staff,
  name: 'RemoveTemplateService',
  writes: true,
  input: templateIdInput,
  output: removeTemplateReply,
});

/** A test of a saved template, with sample merge values, to the signed-in staff member's own e-mail. */
export const sendTemplate = defineContract({
  ...staff,
  name: 'SendTemplateService',
  writes: true,
  input: sendTemplateInput,
  output: sendTemplateReply,
});

/** The saved template's rendered HTML (merge fields as tokens), as a page. */
export const viewTemplateEmail = defineContract({
  name: 'ViewTemplateEmail',
  paths: ['/ViewTemplateEmail/temp-campaign-templates/:id'],
  method: 'GET',
  access: 'user',
  permission: P.TAGPANEL.any,
  needsInstitution: true,
  input: templateIdInput,
  reply: 'binary',
  output: z.unknown(),
});
