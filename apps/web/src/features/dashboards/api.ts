import type { InputOf } from '@gm/contracts/contract';
import type { ChartHint, ExecuteQueryReply, QueryColumn } from '@gm/contracts/dashboards/replies';
import * as contracts from '@gm/contracts/dashboards/services';
import { type CalledFile, call, callService, postForFile } from '../../lib/api/client';

/** The dashboards' calls (spec: /dashboardQueries/{executeQuery,executeQueryXls,metadataQuery}/{name}). */
export interface QueryMetadata {
  status: 1;
  name: string;
  title: string;
  columns: QueryColumn[];
  chart: ChartHint;
  help: string;
  filters: string[];
}

/** What every card of a dashboard sends: the period, the periodicity, the comparison and the hotels side by side. */
export interface DashboardFilters {
  DHINCLUSAOINI: string;
  DHINCLUSAOFIN: string;
  TIPOPERIODO: 'D' | 'S' | 'M';
  COMPARACAO: 'N' | 'P' | 'A';
  CODINS?: number[];
  /** The review dashboards' traveller type (the path's {type}; docs/decisions/0076-review-dashboards.md). */
  TIPOVIAJANTE?: string;
}

export const dashboardKeys = {
  all: ['dashboards'] as const,
  metadata: (name: string) => ['dashboards', 'metadata', name] as const,
  rows: (name: string, filters: DashboardFilters, page: { offset: number; limit: number }) =>
    ['dashboards', 'rows', name, filters, page] as const,
};

export const queryMetadata = (name: string) => callService<QueryMetadata>('/dashboardQueries/metadataQuery', name, {});

export const executeQuery = (name: string, filters: DashboardFilters, page: { offset: number; limit: number }) =>
  callService<ExecuteQueryReply>('/dashboardQueries/executeQuery', name, { ...filters, ...page });

/** A dashboard's workbook (a sheet per card), streamed: `onProgress` hears the bytes as they arrive; `signal` cancels. */
export const exportDashboard = (
  name: string,
  filters: DashboardFilters,
  onProgress: (bytes: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<CalledFile> => postForFile(`/dashboardQueries/executeQueryXls/${name}`, filters, { onProgress, signal });

export type Family = 'check-in' | 'nps';
export const thresholdKeys = (family: Family) => ['dashboards', 'thresholds', family] as const;

/** The progress modal's goals at the current hotel (spec section 9), and the config panel's save. */
export const getThresholds = (family: Family) => call(contracts.getDashboardThresholds, { family });
export const saveThresholds = (input: InputOf<typeof contracts.saveDashboardThresholds>) => call(contracts.saveDashboardThresholds, input);
