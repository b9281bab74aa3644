import { DASHBOARDS, type DashboardDef } from '@gm/contracts/dashboards/catalogue';
import { todayIn } from '@gm/domain/today';
import { Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { PageTitle } from '../../ui/page-title';
import type { DashboardFilters } from './api';
import { DashboardCard } from './dashboard-card';
import { ExportButton } from './export-button';
import { FiltersBar } from './filters-bar';
import { initialFilters } from './period';
import { ProgressButtons } from './progress-modal';

/** /dashboard/{family}/{section}: the dashboard the catalogue names, its sections as tabs, its filters and cards. */
export function DashboardPage() {
  const { t } = useT();
  const family = useLocation().pathname.split('/')[2] ?? '';
  const section = useParams().section ?? 'summary';
  const board = DASHBOARDS.find((d) => d.family === family && d.section === section);
  if (!board)
    return (
      <Stack>
        <PageTitle>{t(`dashboards.family.${family === 'nps' ? 'nps' : 'check-in'}`)}</PageTitle>
        <Text>{t('dashboards.page.unknownSection')}</Text>
      </Stack>
    );
  // A new dashboard starts from its own defaults.
  return <Board key={board.name} board={board} />;
}

function Board({ board }: { board: DashboardDef }) {
  const { t } = useT();
  const navigate = useNavigate();
  const timeZone = useHotelTimeZone();
  const [filters, setFilters] = useState<DashboardFilters>(() => initialFilters(todayIn(timeZone), board));
  const sections = DASHBOARDS.filter((d) => d.family === board.family);
  return (
    <Stack gap="lg" data-testid="dashboard" data-name={board.name}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <PageTitle>{t(`dashboards.family.${board.family}`)}</PageTitle>
          <Text c="dimmed">{t(`dashboards.sections.${board.family}.${board.section}.description`)}</Text>
        </Stack>
        <Group gap="sm">
          {board.section === 'summary' && <ProgressButtons family={board.family} filters={filters} />}
          <ExportButton name={board.name} filters={filters} />
        </Group>
      </Group>
      <Tabs value={board.section} onChange={(s) => s && navigate(`/dashboard/${board.family}/${s}`)} keepMounted={false}>
        <Tabs.List aria-label={t('dashboards.page.sectionsLabel')}>
          {sections.map((d) => (
            <Tabs.Tab key={d.section} value={d.section} data-testid={`section-${d.section}`}>
              {t(`dashboards.sections.${d.family}.${d.section}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <FiltersBar value={filters} onChange={setFilters} permission={board.permission} />
      {board.cards.map((name) => (
        <DashboardCard key={name} name={name} filters={filters} />
      ))}
    </Stack>
  );
}
