import { useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../lib/api/live-refetch';
import { getSurveySettings, listQuestionnaires, surveyKeys } from '../api';

/** The hotel's questionnaires (the default first), each in its current version; live on another desk's publish. */
export function useQuestionnaires() {
  const query = useQuery({ queryKey: surveyKeys.questionnaires, queryFn: listQuestionnaires, meta: { handlesErrors: true } });
  useLiveRefetch(['surveys.changed'], surveyKeys.questionnaires);
  return query;
}

/** The review links and the reminder's delay. */
export function useSurveySettings() {
  return useQuery({ queryKey: surveyKeys.settings, queryFn: getSurveySettings, meta: { handlesErrors: true } });
}
