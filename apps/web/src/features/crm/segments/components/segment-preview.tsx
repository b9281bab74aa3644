import type { PersonRow } from '@gm/contracts/crm/profiles-replies';
import { formatDate } from '@gm/domain/format';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { type DataColumn, DataTable } from '../../../../ui/data-table';

interface Props {
  count: number | undefined;
  sample: PersonRow[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The builder's live answer: how many guests match now, and the most recent of them, each a link to their profile. */
export function SegmentPreview({ count, sample, loading, failed, onRetry }: Props) {
  const { t } = useT();
  const columns: DataColumn<PersonRow>[] = [
    {
      key: 'name',
      headerKey: 'crm.segments.sample.name',
      cell: (p) => (
        <Anchor component={Link} to={`/tagpanel/segment/guest/${p.id}`}>
          {p.name}
        </Anchor>
      ),
    },
    { key: 'stays', headerKey: 'crm.segments.sample.stays', cell: (p) => p.stays },
    { key: 'lastStay', headerKey: 'crm.segments.sample.lastStay', cell: (p) => (p.lastStay ? formatDate(p.lastStay) : '–') },
    { key: 'origin', headerKey: 'crm.segments.sample.origin', cell: (p) => [p.city, p.state, p.country].filter(Boolean).join(', ') || '–' },
    { key: 'consent', headerKey: 'crm.segments.sample.consent', cell: (p) => t(p.consent.email ? 'crm.segments.yes' : 'crm.segments.no') },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="segment-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="segment-preview-title">
          {t('crm.segments.previewTitle')}
        </Title>
        <Text size="xl" fw={700} aria-live="polite" data-testid="segment-count">
          {count === undefined ? '…' : t('crm.segments.matching', { count })}
        </Text>
        {failed && (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('crm.segments.previewFailed')}</Text>
              <Button size="xs" variant="default" onClick={onRetry}>
                {t('crm.segments.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <DataTable
          columns={columns}
          rows={sample}
          rowKey={(p) => p.id}
          label={t('crm.segments.sampleLabel')}
          empty={t('crm.segments.sampleEmpty')}
          loading={loading && !sample}
          testId="segment-sample"
          minWidth={560}
        />
      </Stack>
    </Paper>
  );
}
