import { useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../lib/api/live-refetch';
import { listTemplates, templateKeys } from '../templates/api';
import { flowKeys, flowProgress, getFlow, listFlows } from './api';

const LIVE = ['campaigns.flows.changed'];

/** The hotel's automations; another desk's change refetches them. */
export function useFlows() {
  useLiveRefetch(LIVE, flowKeys.list);
  return useQuery({ queryKey: flowKeys.list, queryFn: listFlows });
}

export function useFlow(cmp: number) {
  return useQuery({ queryKey: flowKeys.detail(cmp), queryFn: () => getFlow(cmp), enabled: cmp > 0 });
}

/** The guests a flow enrolled (up to 100, newest first), refetched as they move. */
export function useFlowProgress(cmp: number) {
  useLiveRefetch(LIVE, flowKeys.progress(cmp));
  return useQuery({ queryKey: flowKeys.progress(cmp), queryFn: () => flowProgress({ cmp, offset: 0, limit: 100 }) });
}

/** The templates a send step may pick (the hotel's 100 last changed). */
export function useTemplateChoices() {
  return useQuery({ queryKey: [...templateKeys.lists, 'flow-picker'], queryFn: () => listTemplates({ limit: 100, offset: 0 }) });
}
