// The institutions contracts (one defineContract per service of spec section 7); replies in ./replies.ts.
// ChangeContextIns is in ../auth/services.ts (the session's hotel).
import { availableInsMultiplosHoteisInput, contextoInput, feedbackInput, listOutboxInput } from '../auth';
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { availableInsReply, contextoReply, feedbackReply, multiplosHoteisReply, outboxReply, paramsContextReply } from './replies';
import { basicSettingsInput, basicSettingsReply, emptyStrictInput } from './settings';

/** The guest's public link services. */
const LINK_PATHS = ['/jwt/brokerJson/core'];
const CORE_PATHS = ['/jwt/broker/core'];
/**
 * The shared person, booking and feedback services are also served under /jwt/broker/commons (spec section 7's base
 * path for the calls the guest wizard and the back office both make; decision 0080). The first path stays the one
 * the web calls.
 */
const COMMONS_PATHS = [...CORE_PATHS, '/jwt/broker/commons'];

export const availableInstitutions = defineContract({
  name: 'AvailableInsPerSujeitoService',
  basePaths: ['/broker/auth'],
  access: 'user',
  input: emptyInput,
  output: availableInsReply,
});

export const institutionContext = defineContract({
  name: 'ParamsContextInstituicaoService',
  basePaths: ['/broker/auth', ...CORE_PATHS],
  access: ['user', 'guest'],
  needsInstitution: true,
  input: emptyInput,
  output: paramsContextReply,
});

/** A hotel link's codes (h: one hotel, r: a network), or a context token to exchange for its link codes. */
export const contexto = defineContract({
  name: 'ContextoService',
  basePaths: LINK_PATHS,
  access: 'public',
  input: contextoInput,
  output: contextoReply,
});

export const networkHotels = defineContract({
  name: 'AvailableInsMultiplosHoteis',
  basePaths: LINK_PATHS,
  access: 'public',
  input: availableInsMultiplosHoteisInput,
  output: multiplosHoteisReply,
});

export const sendFeedback = defineContract({
  name: 'EnviarFeedbackService',
  basePaths: COMMONS_PATHS,
  access: ['user', 'guest'],
  rateLimit: 'auth',
  writes: true,
  input: feedbackInput,
  output: feedbackReply,
});

export const listOutbox = defineContract({
  name: 'ListMailOutboxService',
  basePaths: CORE_PATHS,
  access: 'user',
  needsInstitution: true,
  permission: [P.ADM.outbox, P.CHANGEINS.notifications],
  input: listOutboxInput,
  output: outboxReply,
});

// Basic settings (/config/basicsettings); the schemas in ./settings.ts.
export const readBasicSettings = defineContract({
  name: 'ConfiguracaoBasicaService',
  basePaths: CORE_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
  input: emptyStrictInput,
  output: basicSettingsReply,
});

export const saveBasicSettings = defineContract({
  name: 'SalvarConfiguracaoBasicaService',
  basePaths: CORE_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
  writes: true,
  input: basicSettingsInput,
  output: basicSettingsReply,
});

export const removeLogo = defineContract({
  name: 'RemoverLogoInstituicaoService',
  basePaths: CORE_PATHS,
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
  writes: true,
  input: emptyStrictInput,
  output: basicSettingsReply,
});
