import { DASHBOARDS, type DashboardDef } from '@gm/contracts/dashboards/catalogue';
import { todayIn } from '@gm/domain/today';
import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import type { DashboardFilters } from './api';
import { DashboardCard } from './dashboard-card';
import { ExportButton } from './export-button';
import { FiltersBar } from './filters-bar';
import { initialFilters } from './period';
import { ProgressButtons } from './progress-modal';
import { sectionsFor } from './sections';

/** /dashboard/{family}/{section}: the dashboard the catalogue names, its sections as tabs, its filters and cards. */
export function DashboardPage() {
  const { t } = useT();
  const family = useLocation().pathname.split('/')[2] ?? '';
  const section = useParams().section ?? 'summary';
  const board = DASHBOARDS.find((d) => d.family === family && d.section === section);
  const allowed = useSections(family);
  // A family whose screens need different functions (tagpanel: roi for its guest screens) opens the first one the
  // user may see.
  const first = allowed[0];
  if (board && !allowed.includes(board) && first) return <Navigate replace to={`/dashboard/${first.family}/${first.section}`} />;
  if (!board)
    return (
      <Stack>
        <Title order={1}>{t(`dashboards.family.${DASHBOARDS.some((d) => d.family === family) ? family : 'check-in'}`)}</Title>
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
  const sections = useSections(board.family);
  return (
    <Stack gap="lg" data-testid="dashboard" data-name={board.name}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t(`dashboards.family.${board.family}`)}</Title>
          <Text c="dimmed">{t(`dashboards.sections.${board.family}.${board.section}.description`)}</Text>
        </Stack>
        <Group gap="sm">
          {board.section === 'summary' && (board.family === 'check-in' || board.family === 'nps') && (
            <ProgressButtons family={board.family} filters={filters} />
          )}
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

/** The family's screens the user holds the permission of at the current hotel (the tabs; the screens they may open). */
function useSections(family: string): DashboardDef[] {
  const { user, contextIns } = useSession();
  return sectionsFor(family, user.permissions, contextIns?.codIns ?? 0, user.idUser);
}
