import type { NpsCategory } from '@gm/domain/questionnaire';
import { Badge } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { BAND_COLOR } from './bands';

/** A 0-10 score in its band's colour, the band named for screen readers and in the tooltip. */
export function ScoreBadge({ score, band }: { score: number | null; band: NpsCategory | null }) {
  const { t } = useT();
  if (score === null || band === null) return <span>–</span>;
  const name = t(`surveys.bands.${band}`);
  return (
    <Badge
      color={BAND_COLOR[band]}
      variant="filled"
      c={band === 'passive' ? 'dark.9' : undefined}
      title={name}
      aria-label={t('surveys.reviews.scoreOf', { score, band: name })}
    >
      {score}
    </Badge>
  );
}
