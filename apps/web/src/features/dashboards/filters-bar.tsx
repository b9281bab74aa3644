import type { PermissionRequirement } from '@gm/domain/permissions';
import { satisfies } from '@gm/domain/permissions';
import { Group, MultiSelect, SegmentedControl, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session/session-store';
import { useHotelTimeZone } from '../../lib/session/use-hotel-time-zone';
import { DateInput } from '../../ui/date-input';
import { availableInstitutions, institutionKeys } from '../institutions/public';
import type { DashboardFilters } from './api';

/**
 * The dashboard's filters (spec section 9): the period, the periodicity (D Diária, S Semanal, M Mensal), the
 * comparison (none, the previous period, the same period last year) and, for network users, the hotels side by side
 * (only the hotels where they hold the dashboard's permission).
 */
export function FiltersBar({
  value,
  onChange,
  permission,
}: {
  value: DashboardFilters;
  onChange: (next: DashboardFilters) => void;
  permission: PermissionRequirement;
}) {
  const { t } = useT();
  const timeZone = useHotelTimeZone();
  const { user, contextIns } = useSession();
  const hotels = useQuery({ queryKey: institutionKeys.available(), queryFn: availableInstitutions, staleTime: 5 * 60_000 });
  const visible = (hotels.data ?? []).filter((h) => satisfies(user.permissions, permission, { codIns: h.codIns, idUser: user.idUser }));
  const set = (patch: Partial<DashboardFilters>) => onChange({ ...value, ...patch });
  const tooLong = Date.parse(value.DHINCLUSAOFIN) - Date.parse(value.DHINCLUSAOINI) > 366 * 86_400_000;
  return (
    <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} data-testid="dashboard-filters">
      <VisuallyHidden component="legend">{t('dashboards.filters.legend')}</VisuallyHidden>
      <Group align="flex-end" gap="md" wrap="wrap">
        <DateInput
          label={t('dashboards.filters.start')}
          value={value.DHINCLUSAOINI}
          timeZone={timeZone}
          maxDate={value.DHINCLUSAOFIN}
          onChange={(iso) => iso && set({ DHINCLUSAOINI: iso })}
          w={160}
          data-testid="filter-start"
        />
        <DateInput
          label={t('dashboards.filters.end')}
          value={value.DHINCLUSAOFIN}
          timeZone={timeZone}
          minDate={value.DHINCLUSAOINI}
          onChange={(iso) => iso && set({ DHINCLUSAOFIN: iso })}
          w={160}
          data-testid="filter-end"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="dash-periodicity">
            {t('dashboards.filters.periodicity')}
          </Text>
          <SegmentedControl
            aria-labelledby="dash-periodicity"
            value={value.TIPOPERIODO}
            onChange={(v) => set({ TIPOPERIODO: v as DashboardFilters['TIPOPERIODO'] })}
            data={[
              { value: 'D', label: t('dashboards.filters.daily') },
              { value: 'S', label: t('dashboards.filters.weekly') },
              { value: 'M', label: t('dashboards.filters.monthly') },
            ]}
            data-testid="filter-periodicity"
          />
        </Stack>
        <Select
          label={t('dashboards.filters.compare')}
          value={value.COMPARACAO}
          allowDeselect={false}
          onChange={(v) => v && set({ COMPARACAO: v as DashboardFilters['COMPARACAO'] })}
          data={[
            { value: 'N', label: t('dashboards.filters.compareNone') },
            { value: 'P', label: t('dashboards.filters.comparePrevious') },
            { value: 'A', label: t('dashboards.filters.compareYear') },
          ]}
          w={220}
          data-testid="filter-compare"
        />
        {visible.length > 1 && (
          <MultiSelect
            label={t('dashboards.filters.hotels')}
            placeholder={value.CODINS?.length ? undefined : t('dashboards.filters.currentHotel')}
            data={visible.map((h) => ({ value: String(h.codIns), label: h.nome }))}
            value={(value.CODINS ?? []).map(String)}
            onChange={(ids) => {
              const CODINS = ids.map(Number);
              // One hotel alone is the current one's view: no side by side.
              onChange({
                ...value,
                CODINS: CODINS.length && !(CODINS.length === 1 && CODINS[0] === contextIns?.codIns) ? CODINS : undefined,
              });
            }}
            maxValues={50}
            w={320}
            clearable
            data-testid="filter-hotels"
          />
        )}
      </Group>
      {tooLong && (
        <Text size="sm" c="red.9" role="alert">
          {t('dashboards.filters.tooLong')}
        </Text>
      )}
    </Stack>
  );
}
