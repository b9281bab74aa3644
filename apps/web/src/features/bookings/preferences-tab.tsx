import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { bookingKeys, bookingPreferences } from './api';
import type { BookingTabProps } from './booking-tab-props';

/** The preferences in the order the guest's form asks them (/fill-preferences, decision 0054). */
export const PREFERENCE_FIELDS = [
  'previsaoChegada',
  'tipoCama',
  'travesseiro',
  'andar',
  'dieta',
  'acessibilidade',
  'acompanhante',
  'ocasiao',
  'observacoes',
] as const;
const CHOICES = new Set(['tipoCama', 'travesseiro', 'andar']);

/**
 * What the guest said about the stay (/fill-preferences), read-only for the desk: a description list of the answered
 * fields (hotel or hospital wording), or a line saying the guest said nothing yet.
 */
export function PreferencesTab({ codRes }: BookingTabProps) {
  const { t } = useT();
  const prefs = useQuery({ queryKey: bookingKeys.preferences(codRes), queryFn: () => bookingPreferences(codRes) });
  if (prefs.isLoading) return <LoadingIndicator />;
  const values = prefs.data?.preferencias as Record<string, string | null | undefined> | undefined;
  const answered = PREFERENCE_FIELDS.filter((f) => values?.[f]);
  return (
    <Stack gap="xs" data-testid="booking-preferences">
      <Text fw={600} id="booking-preferences-title">
        {t('bookings.preferences.title')}
      </Text>
      {answered.length === 0 ? (
        <Text c="dimmed">{t('bookings.preferences.none')}</Text>
      ) : (
        <dl
          aria-labelledby="booking-preferences-title"
          style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', gap: '0.4rem 1rem' }}
        >
          {answered.map((f) => (
            <div key={f} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>{t(`bookings.preferences.${f}`)}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-field={f}>
                {CHOICES.has(f) ? t(`bookings.preferences.options.${values![f]}`) : values![f]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Stack>
  );
}
