import { countsMode, progressOf } from '@gm/domain/dashboard-progress';
import { Button, Group, NumberInput, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconTargetArrow } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api/http';
import { notify, notifyError } from '../../lib/notify';
import { AppModal } from '../../ui/app-modal';
import { type DashboardFilters, dashboardKeys, executeQuery, type Family, getThresholds, saveThresholds, thresholdKeys } from './api';
import { goalsOf } from './goals';

const SUMMARY: Record<Family, string> = { 'check-in': 'checkin-summary', nps: 'nps-summary' };
type M = 'm1' | 'm2' | 'm3' | 'm4' | 'm5' | 'm6';
const PAIRS: [M, M][] = [
  ['m1', 'm2'],
  ['m3', 'm4'],
  ['m5', 'm6'],
];

/**
 * The dashboard progress modal and config panel (spec section 9): three goals of the family, each a bar in thirds
 * (Ruim below its first threshold, Razoável up to the second, Ótimo above), values as counts when m1 = 5; the panel
 * sets the hotel's thresholds.
 */
export function ProgressButtons({ family, filters }: { family: Family; filters: DashboardFilters }) {
  const { t } = useT();
  const [open, setOpen] = useState<'progress' | 'config' | null>(null);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTargetArrow size={18} aria-hidden="true" />}
        onClick={() => setOpen('progress')}
        data-testid="open-progress"
      >
        {t('dashboards.goals.open')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconAdjustments size={18} aria-hidden="true" />}
        onClick={() => setOpen('config')}
        data-testid="open-config"
      >
        {t('dashboards.goals.configure')}
      </Button>
      {open === 'progress' && <ProgressModal family={family} filters={filters} onClose={() => setOpen(null)} />}
      {open === 'config' && <ConfigPanel family={family} onClose={() => setOpen(null)} />}
    </>
  );
}

function ProgressModal({ family, filters, onClose }: { family: Family; filters: DashboardFilters; onClose: () => void }) {
  const { t, language } = useT();
  const [opened, setOpened] = useState(true);
  const page = { offset: 0, limit: 1000 };
  const sent = { ...filters, COMPARACAO: 'N' as const, CODINS: undefined };
  const summary = useQuery({
    queryKey: dashboardKeys.rows(SUMMARY[family], sent, page),
    queryFn: () => executeQuery(SUMMARY[family], sent, page),
  });
  const thresholds = useQuery({ queryKey: thresholdKeys(family), queryFn: () => getThresholds(family) });
  const number = (n: number, digits: number) =>
    n.toLocaleString(language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR', { maximumFractionDigits: digits });
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} onClosed={onClose} title={t('dashboards.goals.title')} size="lg">
      {!summary.data || !thresholds.data ? (
        <Skeleton h={180} />
      ) : (
        <Stack gap="lg" data-testid="progress-goals">
          {goalsOf(family, summary.data.rows[0] ?? {}).map((goal, i) => {
            const th = thresholds.data;
            const [lowKey, highKey] = PAIRS[i]!;
            const counts = countsMode(th.m1);
            const value = counts ? goal.count : goal.percent;
            const { tier, fill } = progressOf(value, th[lowKey], th[highKey]);
            const shown = counts ? number(value, 0) : goal.score ? number(value, 1) : `${number(value, 1)}%`;
            return (
              <Stack key={goal.key} gap={4} data-testid="goal" data-tier={tier}>
                <Group justify="space-between">
                  <Text fw={600}>{t(`dashboards.goals.${family}.${goal.key}`)}</Text>
                  {/* The tier in the text colour (teal and yellow text fail AA on white); the bar carries the colours. */}
                  <Text fw={600}>
                    {t(`dashboards.goals.tier.${tier}`)}: {shown}
                  </Text>
                </Group>
                <Progress.Root size="lg" aria-hidden="true">
                  <Progress.Section value={Math.min(fill, 100 / 3)} color="red.8" />
                  <Progress.Section value={Math.min(Math.max(fill - 100 / 3, 0), 100 / 3)} color="yellow.6" />
                  <Progress.Section value={Math.max(fill - 200 / 3, 0)} color="teal.7" />
                </Progress.Root>
                <Text size="xs" c="dimmed">
                  {t('dashboards.goals.thresholds', { low: number(th[lowKey], 2), high: number(th[highKey], 2) })}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </AppModal>
  );
}

function ConfigPanel({ family, onClose }: { family: Family; onClose: () => void }) {
  const { t } = useT();
  const client = useQueryClient();
  const [opened, setOpened] = useState(true);
  const current = useQuery({ queryKey: thresholdKeys(family), queryFn: () => getThresholds(family) });
  const [draft, setDraft] = useState<Partial<Record<M, number | string>>>({});
  const [errors, setErrors] = useState<Partial<Record<M, string>>>({});
  const value = (k: M) => draft[k] ?? current.data?.[k] ?? '';
  const save = useMutation({
    mutationFn: () => {
      const all = Object.fromEntries(PAIRS.flat().map((k) => [k, Number(value(k))])) as Record<M, number>;
      return saveThresholds({ family, ...all });
    },
    onSuccess: (saved) => {
      client.setQueryData(thresholdKeys(family), saved);
      notify('success', t('dashboards.goals.saved'));
      setOpened(false);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.errors.length) {
        setErrors(Object.fromEntries(e.errors.map((x) => [x.path, t(`dashboards.goals.errors.${x.message}`)])));
      } else notifyError(e);
    },
  });
  return (
    <AppModal
      opened={opened}
      onClose={() => setOpened(false)}
      onClosed={onClose}
      title={t('dashboards.goals.configTitle')}
      onSubmit={() => save.mutate()}
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('dashboards.goals.cancel')}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="save-goals">
            {t('dashboards.goals.save')}
          </Button>
        </Group>
      }
    >
      {!current.data ? (
        <Skeleton h={200} />
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('dashboards.goals.configHelp')}
          </Text>
          {PAIRS.map(([low, high], i) => (
            <SimpleGrid key={low} cols={2}>
              {[low, high].map((k, j) => (
                <NumberInput
                  key={k}
                  label={t(j === 0 ? 'dashboards.goals.low' : 'dashboards.goals.high', {
                    goal: t(`dashboards.goals.${family}.${goalKeys[family][i]}`),
                    m: k,
                  })}
                  value={value(k)}
                  onChange={(v) => {
                    setDraft((d) => ({ ...d, [k]: v }));
                    setErrors((e) => ({ ...e, [k]: undefined }));
                  }}
                  error={errors[k]}
                  decimalScale={2}
                  min={-100}
                  max={100000}
                  data-testid={`goal-${k}`}
                />
              ))}
            </SimpleGrid>
          ))}
        </Stack>
      )}
    </AppModal>
  );
}

const goalKeys: Record<Family, string[]> = { 'check-in': ['uptake', 'guests', 'documents'], nps: ['nps', 'responseRate', 'promoters'] };
