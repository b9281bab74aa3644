import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { changeLanguage } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { LANGUAGE_NAMES } from './language-names';

/** The language menu (pt, en, es) of the activity bar and the sign-in screens. */
export function LanguageMenu({ variant = 'subtle', color }: { variant?: 'subtle' | 'white' | 'transparent'; color?: string }) {
  const { t, language } = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          color={color}
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}
          aria-label={t('shell.language.menu', { language: LANGUAGE_NAMES[language as keyof typeof LANGUAGE_NAMES] ?? language })}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LOCALES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void changeLanguage(lng)}
            rightSection={lng === language ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={lng === language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
