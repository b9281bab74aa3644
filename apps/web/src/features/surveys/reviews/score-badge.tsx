import type { NpsCategory } from '@gm/domain/questionnaire';
import { Badge } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { BAND_COLOR } from './bands';

// White on the badge needs 4.5:1 (AA, small text): Mantine's green 9 gives 4.4, teal 9 gives 5.0 and red 9 5.5; the
// passives' yellow takes dark text instead.
const BADGE_COLOR: Record<NpsCategory, string> = { promoter: 'teal.9', passive: BAND_COLOR.passive, detractor: 'red.9' };

/** A 0-10 score in its band's colour, the band named for screen readers and in the tooltip. */
export function ScoreBadge({ score, band }: { score: number | null; band: NpsCategory | null }) {
  const { t } = useT();
  if (score === null || band === null) return <span>–</span>;
  const name = t(`surveys.bands.${band}`);
  return (
    <Badge
      color={BADGE_COLOR[band]}
      variant="filled"
      c={band === 'passive' ? 'dark.9' : undefined}
      title={name}
      aria-label={t('surveys.reviews.scoreOf', { score, band: name })}
    >
      {score}
    </Badge>
  );
}
