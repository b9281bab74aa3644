import type { ListReviewsReply } from '@gm/contracts/surveys/replies';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { useDecimal } from '../use-decimal';
import { BAND_COLOR } from './bands';

type Nps = ListReviewsReply['nps'];

interface Props {
  nps: Nps | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

const share = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);

/** The period's NPS above the reviews: the score (promoters minus detractors), and each band's count and share. */
export function NpsSummary({ nps, loading, failed, onRetry }: Props) {
  const { t } = useT();
  const number = useDecimal();
  if (failed && !nps)
    return (
      <Alert color="red" role="alert" title={t('surveys.reviews.npsError')}>
        <Button variant="light" size="xs" onClick={onRetry}>
          {t('surveys.common.retry')}
        </Button>
      </Alert>
    );
  if (loading && !nps) return <Skeleton height={96} />;
  if (!nps) return null;
  const bands = [
    { key: 'promoter', count: nps.promoters },
    { key: 'passive', count: nps.passives },
    { key: 'detractor', count: nps.detractors },
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      component="section"
      aria-label={t('surveys.reviews.npsTitle')}
      data-testid="nps-summary"
    >
      <Paper withBorder p="sm" radius="md">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('surveys.reviews.npsScore')}
          </Text>
          <Text fz={28} fw={700} lh={1.1} data-testid="nps-score">
            {nps.score === null ? '–' : number(nps.score)}
          </Text>
          <Text size="xs">{t('surveys.reviews.npsAnswers', { count: nps.total })}</Text>
        </Stack>
      </Paper>
      {bands.map((b) => (
        <Paper key={b.key} withBorder p="sm" radius="md" data-testid={`nps-${b.key}`}>
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <span
                aria-hidden="true"
                style={{ width: 10, height: 10, borderRadius: 5, background: `var(--mantine-color-${BAND_COLOR[b.key]}-7)` }}
              />
              <Text size="sm" fw={600}>
                {t(`surveys.bands.${b.key}s`)}
              </Text>
            </Group>
            <Text fz={22} fw={700} lh={1.1}>
              {number(b.count)}
            </Text>
            <Text size="xs">{t('surveys.reviews.share', { share: number(share(b.count, nps.total)) })}</Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
