import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { Button, Group } from '@mantine/core';
import { changeLanguage } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { LANGUAGE_NAMES } from './language-names';

/**
 * The language choice of the public screens: three plain buttons, so the sign-in page does not
 * load the menu/popover machinery the signed-in activity bar uses.
 */
export function LanguageSwitch({ touch = false }: { touch?: boolean }) {
  const { t, language } = useT();
  return (
    // One row that never shrinks: a long hotel name beside it wraps instead.
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('shell.language.title')} style={{ flexShrink: 0 }}>
      {SUPPORTED_LOCALES.map((lng) => (
        <Button
          key={lng}
          size="compact-sm"
          // On a guest's phone each is a 44 px target (the guest frames' CSS gives the height).
          miw={touch ? 44 : undefined}
          px={touch ? 6 : undefined}
          variant={lng === language ? 'filled' : 'subtle'}
          lang={lng}
          aria-label={`${lng.toUpperCase()} – ${LANGUAGE_NAMES[lng]}`}
          aria-pressed={lng === language}
          onClick={() => void changeLanguage(lng)}
        >
          {lng.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
