import type { FlowStep } from '@gm/contracts/crm/flows-definition';
import type { FlowEnrollment } from '@gm/contracts/crm/flows-replies';
import { formatDateTime } from '@gm/domain/format';
import { Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { useHotelTimeZone } from '../../../../lib/session/use-hotel-time-zone';
import { type DataColumn, DataTable } from '../../../../ui/data-table';
import { stepNumbers } from '../flow-model';
import { useFlowProgress } from '../use-flows';

const COLORS = { active: 'blue', waiting: 'yellow', finished: 'green', stopped: 'gray' } as const;

/** The "progress" tab: every guest the flow enrolled, where each one is, when they move next, and what happened. */
export function FlowProgress({ cmp, steps }: { cmp: number; steps: FlowStep[] }) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const progress = useFlowProgress(cmp);
  const numbers = stepNumbers(steps);
  const kinds = new Map(steps.length ? collect(steps) : []);
  const stepName = (key: string | null) => {
    if (!key) return '–';
    const n = numbers.get(key);
    return n ? t('crm.flows.stepNamed', { n, kind: t(`crm.flows.kind.${kinds.get(key)}`) }) : t('crm.flows.stepGone');
  };
  const columns: DataColumn<FlowEnrollment>[] = [
    {
      key: 'name',
      headerKey: 'crm.flows.progress.guest',
      cell: (e) => (
        <Text component={Link} to={`/tagpanel/segment/guest/${e.profileId}`} fw={600} td="underline">
          {e.name}
        </Text>
      ),
    },
    {
      key: 'status',
      headerKey: 'crm.flows.progress.status',
      cell: (e) => (
        <Badge color={COLORS[e.status]} variant="light" style={{ flexShrink: 0 }} w="max-content">
          {t(`crm.flows.status.${e.status}`)}
        </Badge>
      ),
    },
    { key: 'step', headerKey: 'crm.flows.progress.step', cell: (e) => stepName(e.currentStep) },
    { key: 'nextAt', headerKey: 'crm.flows.progress.nextAt', cell: (e) => (e.nextAt ? formatDateTime(e.nextAt, timeZone) : '–') },
    {
      key: 'history',
      headerKey: 'crm.flows.progress.history',
      cell: (e) => (
        <Stack component="ol" gap={0} m={0} pl="md">
          {e.history.map((h) => (
            <Text component="li" size="xs" key={`${h.at}-${h.event}-${h.step ?? ''}`}>
              {formatDateTime(h.at, timeZone)}: {h.step ? `${stepName(h.step)} · ` : ''}
              {t(`crm.flows.events.${h.event}`)}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={progress.data?.data}
      rowKey={(e) => e.id}
      label={t('crm.flows.progressTab')}
      empty={t('crm.flows.progress.empty')}
      loading={progress.isPending}
      error={progress.error}
      onRetry={() => void progress.refetch()}
      testId="flow-progress-table"
      rowProps={(e) => ({ 'data-testid': 'flow-progress-row', 'data-status': e.status })}
      minWidth={860}
    />
  );
}

function collect(steps: FlowStep[]): [string, FlowStep['kind']][] {
  return steps.flatMap((s) => [
    [s.key, s.kind] as [string, FlowStep['kind']],
    ...(s.kind === 'branch' ? [...collect(s.yes), ...collect(s.no)] : []),
  ]);
}
