import { DASHBOARDS, type DashboardDef } from '@gm/contracts/dashboards/catalogue';
import { todayIn } from '@gm/domain/today';
import { Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { PageTitle } from '../../ui/page-title';
import type { DashboardFilters } from './api';
import { DashboardCard, preloadChart } from './dashboard-card';
import { ExportButton } from './export-button';
import { FillDetailButton } from './fill-modal';
import { FiltersBar } from './filters-bar';
import { initialFilters } from './period';
import { ProgressButtons } from './progress-modal';
import { sectionsFor } from './sections';

/** /dashboard/{family}/{section}: the dashboard the catalogue names, its sections as tabs, its filters and cards. */
export function DashboardPage() {
  const { t } = useT();
  const family = useLocation().pathname.split('/')[2] ?? '';
  const { section = 'summary', type } = useParams();
  const board = DASHBOARDS.find((d) => d.family === family && d.section === section);
  const allowed = useSections(family);
  // A family with a {type} level (the review sites): an unknown type or section is a page that does not exist.
  if (type !== undefined && !board?.types?.includes(type)) return <Navigate to="/error/notfound" replace />;
  // A family whose screens need different functions (tagpanel: roi for its guest screens) opens the first one the
  // user may see.
  const first = allowed[0];
  if (board && !allowed.includes(board) && first) return <Navigate replace to={`/dashboard/${first.family}/${first.section}`} />;
  if (!board)
    return (
      <Stack>
        <PageTitle>{t(`dashboards.family.${DASHBOARDS.some((d) => d.family === family) ? family : 'check-in'}`)}</PageTitle>
        <Text>{t('dashboards.page.unknownSection')}</Text>
      </Stack>
    );
  // A new dashboard starts from its own defaults.
  return <Board key={board.name} board={board} type={type} />;
}

function Board({ board, type }: { board: DashboardDef; type?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const timeZone = useHotelTimeZone();
  const [filters, setFilters] = useState<DashboardFilters>(() => initialFilters(todayIn(timeZone), board));
  useEffect(preloadChart, []);
  const sections = useSections(board.family);
  // The path's {type} is the cards' TIPOVIAJANTE (the address is its only source: switching it navigates).
  const base = type ? `/dashboard/${board.family}/${type}` : `/dashboard/${board.family}`;
  const sent: DashboardFilters = type ? { ...filters, TIPOVIAJANTE: type } : filters;
  return (
    <Stack gap="lg" data-testid="dashboard" data-name={board.name}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <PageTitle>{t(`dashboards.family.${board.family}`)}</PageTitle>
          <Text c="dimmed">{t(`dashboards.sections.${board.family}.${board.section}.description`)}</Text>
        </Stack>
        <Group gap="sm">
          {board.section === 'summary' && (board.family === 'check-in' || board.family === 'nps') && (
            <ProgressButtons family={board.family} filters={filters} />
          )}
          {board.name === 'check-in-fill' && <FillDetailButton filters={filters} />}
          <ExportButton name={board.name} filters={sent} />
        </Group>
      </Group>
      <Tabs value={board.section} onChange={(s) => s && navigate(`${base}/${s}`)} keepMounted={false}>
        <Tabs.List aria-label={t('dashboards.page.sectionsLabel')}>
          {sections.map((d) => (
            <Tabs.Tab key={d.section} value={d.section} data-testid={`section-${d.section}`}>
              {t(`dashboards.sections.${d.family}.${d.section}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" gap="md" wrap="wrap">
        {board.types && type && (
          <Select
            label={t(`dashboards.types.${board.family}.label`)}
            value={type}
            allowDeselect={false}
            onChange={(v) => v && navigate(`/dashboard/${board.family}/${v}/${board.section}`)}
            data={board.types.map((v) => ({ value: v, label: t(`dashboards.types.${board.family}.${v}`) }))}
            w={220}
            data-testid="filter-type"
          />
        )}
        <FiltersBar value={filters} onChange={setFilters} permission={board.permission} />
      </Group>
      {board.cards.map((name) => (
        <DashboardCard key={name} name={name} filters={sent} />
      ))}
    </Stack>
  );
}

/** The family's screens the user holds the permission of at the current hotel (the tabs; the screens they may open). */
function useSections(family: string): DashboardDef[] {
  const { user, contextIns } = useSession();
  return sectionsFor(family, user.permissions, contextIns?.codIns ?? 0, user.idUser);
}
