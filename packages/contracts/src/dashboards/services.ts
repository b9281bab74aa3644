import { z } from 'zod';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
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
