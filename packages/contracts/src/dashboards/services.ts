import { z } from 'zod';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { thresholdsInput } from './inputs';
import { chartHint, executeQueryReply, queryColumn, queryName } from './replies';

/** The body is the query's own parameters (paging, period, filters), checked by its parameter schema. */
const queryCall = z.looseObject({ name: queryName });

/** Any dashboard function opens the door; each named query then asks for its own (spec section 6, DASH). */
const anyDashboard = Object.values(P.DASH);

export const executeQuery = defineContract({
  name: 'executeQuery',
  paths: ['/dashboardQueries/executeQuery/:name'],
  access: 'user',
  permission: anyDashboard,
  needsInstitution: true,
  input: queryCall,
  output: executeQueryReply,
});

export const executeQueryXls = defineContract({
  name: 'executeQueryXls',
  paths: ['/dashboardQueries/executeQueryXls/:name'],
  access: 'user',
  permission: anyDashboard,
  needsInstitution: true,
  input: queryCall,
  reply: 'binary',
  // A file: the registry sends it as it is (an .xlsx workbook).
  output: z.unknown(),
});

export const metadataQuery = defineContract({
  name: 'metadataQuery',
  paths: ['/dashboardQueries/metadataQuery/:name'],
  access: 'user',
  permission: anyDashboard,
  needsInstitution: true,
  input: queryCall,
  output: z.object({
    status: z.literal(1),
    name: z.string(),
    title: z.string(),
    columns: z.array(queryColumn),
    /** How a dashboard draws it. */
    chart: chartHint,
    /** The help text (loadQueryHelper's htmlHelp), translated: plain text, paragraphs split by blank lines. */
    help: z.string(),
    /** The filters it takes: period, periodicity, comparison, hotels, paging. */
    filters: z.array(z.enum(['period', 'periodicity', 'comparison', 'hotels', 'paging'])),
    /** The parameters' JSON schema, for the dashboard's filter panel. */
    parameters: z.record(z.string(), z.unknown()),
  }),
});

const thresholdsReply = z.object({
  status: z.literal(1),
  family: z.enum(['check-in', 'nps']),
  m1: z.number(),
  m2: z.number(),
  m3: z.number(),
  m4: z.number(),
  m5: z.number(),
  m6: z.number(),
  /** The hotel has not set its own: these are the product's. */
  defaults: z.boolean(),
});

/** The dashboard config panel (spec section 9): a family's goals for the current hotel. */
export const getDashboardThresholds = defineContract({
  name: 'ConsultarMetasPainelService',
  basePaths: ['/jwt/brokerJson/dash'],
  access: 'user',
  permission: anyDashboard,
  needsInstitution: true,
  input: z.object({ family: z.enum(['check-in', 'nps']) }),
  output: thresholdsReply,
});

export const saveDashboardThresholds = defineContract({
  name: 'SalvarMetasPainelService',
  basePaths: ['/jwt/brokerJson/dash'],
  access: 'user',
  permission: anyDashboard,
  needsInstitution: true,
  writes: true,
  input: thresholdsInput,
  output: thresholdsReply,
});
