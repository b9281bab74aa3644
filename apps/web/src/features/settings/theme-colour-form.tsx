import {
  type BasicSettings,
  type BasicSettingsInput,
  type BasicSettingsReply,
  basicSettingsInput,
} from '@gm/contracts/institutions/settings';
import { AA, isHexColour, themeColourVerdict } from '@gm/domain/contrast';
import { Button, ColorInput, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useContractForm } from '../../lib/forms';
import { NEUTRAL_THEME, PARTNER_THEMES, resolveTheme } from '../../theme/themes';
import { saveBasicSettings } from './api';
import { SETTINGS_ERROR_KEYS } from './error-keys';
import { GuestPreview } from './guest-preview';
import { useSaved } from './use-basic-settings';

/** Partner colours that pass AA, as quick choices. */
const SWATCHES = [NEUTRAL_THEME, ...PARTNER_THEMES].map((th) => th.primaryColor).filter((c) => themeColourVerdict(c).passes);

/**
 * The hotel's own colour for its guest pages and back office (#rrggbb), with the WCAG verdict as it is typed and a
 * live preview; a colour that carries white text below AA (4.5:1) is refused on the field. Empty: the theme's colour.
 */
export function ThemeColourForm({ settings }: { settings: BasicSettings }) {
  const { t, language } = useT();
  const saved = useSaved();
  const { form, onSubmit, busy } = useContractForm<{ themeColor: string }, BasicSettingsInput, BasicSettingsReply>({
    initialValues: { themeColor: settings.themeColor ?? '' },
    schema: basicSettingsInput,
    keys: SETTINGS_ERROR_KEYS,
    send: saveBasicSettings,
    onSuccess: (reply) => saved(reply),
    t,
  });
  const value = form.values.themeColor.trim();
  const themeColour = resolveTheme(null, settings.theme).primaryColor;
  const shown = isHexColour(value) ? value : themeColour;
  const verdict = themeColourVerdict(shown);
  const ratio = new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : language, { maximumFractionDigits: 2 }).format(verdict.ratio);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.appearance.colour')}>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="sm" maw={360} style={{ flex: '1 1 280px' }}>
          <ColorInput
            label={t('settings.appearance.colour')}
            description={t('settings.appearance.colourHint')}
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={7}
            placeholder={themeColour}
            eyeDropperButtonProps={{ 'aria-label': t('settings.appearance.eyeDropper') }}
            {...form.getInputProps('themeColor')}
            data-testid="theme-colour"
          />
          <Text size="sm" role="status" c={verdict.passes ? 'teal.9' : 'red.9'} data-testid="contrast-verdict" data-passes={verdict.passes}>
            {t(verdict.passes ? 'settings.appearance.contrastOk' : 'settings.appearance.contrastLow', {
              ratio,
              aa: String(AA).replace('.', language === 'en' ? '.' : ','),
            })}
          </Text>
          <Group gap="sm">
            <Button type="submit" loading={busy}>
              {t('settings.basic.save')}
            </Button>
            {value !== '' && (
              <Button variant="default" onClick={() => form.setFieldValue('themeColor', '')}>
                {t('settings.appearance.useTheme')}
              </Button>
            )}
          </Group>
        </Stack>
        <GuestPreview colour={shown} hotel={settings.name} logoUrl={settings.logoUrl} />
      </Group>
    </form>
  );
}
