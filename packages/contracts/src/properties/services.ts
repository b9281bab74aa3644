// New hotel (/create-ins/index) and saveconf (/config/saveconf) contracts; inputs and replies beside.
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { createPropertyInput, importConfigurationInput } from './inputs';
import {
  createPropertyReply,
  exportConfigurationReply,
  importConfigurationReply,
  newPropertyOptionsReply,
  previewConfigurationReply,
} from './replies';

const ADMIN_PATHS = ['/jwt/brokerJson/admin'];

export const newPropertyOptions = defineContract({
  name: 'OpcoesNovaInstituicaoService',
  basePaths: ADMIN_PATHS,
  access: 'user',
  permission: P.CREATEINS.any,
  needsInstitution: true,
  input: emptyInput,
  output: newPropertyOptionsReply,
});

export const createProperty = defineContract({
  name: 'CriarInstituicaoService',
  basePaths: ADMIN_PATHS,
  access: 'user',
  permission: P.CREATEINS.any,
  needsInstitution: true,
  writes: true,
  input: createPropertyInput,
  output: createPropertyReply,
});

export const exportConfiguration = defineContract({
  name: 'ExportarConfiguracaoService',
  basePaths: ADMIN_PATHS,
  access: 'user',
  permission: P.CHANGEINS.saveconf,
  needsInstitution: true,
  input: emptyInput,
  output: exportConfigurationReply,
});

export const previewConfiguration = defineContract({
  name: 'PreverConfiguracaoService',
  basePaths: ADMIN_PATHS,
  access: 'user',
  permission: P.CHANGEINS.saveconf,
  needsInstitution: true,
  input: importConfigurationInput,
  output: previewConfigurationReply,
});

export const importConfiguration = defineContract({
  name: 'ImportarConfiguracaoService',
  basePaths: ADMIN_PATHS,
  access: 'user',
  permission: P.CHANGEINS.saveconf,
  needsInstitution: true,
  writes: true,
  input: importConfigurationInput,
  output: importConfigurationReply,
});
