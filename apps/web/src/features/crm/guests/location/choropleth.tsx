import { Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import { binOf, FILLS, legendOf } from './bins';

/** A map shipped with the app (@svg-maps, CC BY 4.0): its box and one outline per place, ids in lower case. */
export interface SvgMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}

interface Props {
  map: SvgMap;
  /** Count per place code (UF or ISO alpha-2, any case). */
  counts: Map<string, number>;
  label: string;
}

/** A choropleth: each place filled by its class, named with its count on hover; the legend gives the ranges. */
export function Choropleth({ map, counts, label }: Props) {
  const { t } = useT();
  const max = Math.max(0, ...counts.values());
  return (
    <Stack gap="xs">
      <svg viewBox={map.viewBox} role="img" aria-label={label} style={{ width: '100%', maxHeight: 520 }} data-testid="choropleth">
        {map.locations.map((l) => {
          const n = counts.get(l.id.toUpperCase()) ?? 0;
          return (
            <path
              key={l.id}
              d={l.path}
              fill={FILLS[binOf(n, max)]}
              stroke="#5c6670"
              strokeWidth={0.5}
              data-code={l.id.toUpperCase()}
              data-count={n}
            >
              <title>{`${l.name}: ${n}`}</title>
            </path>
          );
        })}
      </svg>
      <Group gap="sm" aria-label={t('crm.guests.location.legend')} role="list">
        {legendOf(max).map((l) => (
          <Group key={l.bin} gap={4} role="listitem">
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: 14, height: 14, background: FILLS[l.bin], border: '1px solid #5c6670' }}
            />
            <Text size="xs">{l.from === l.to ? l.from : `${l.from}–${l.to}`}</Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('crm.guests.location.credit')}
      </Text>
    </Stack>
  );
}
