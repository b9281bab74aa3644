import { SUPPORTED_LOCALES } from '@gm/domain/locale';
import { Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { changeLanguage } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { LANGUAGE_NAMES } from '../../ui/language-names';

/** Change language: Português, English, Español. */
export function ChangeLanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, language } = useT();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('shell.language.title')} size="sm">
      <Stack gap="xs">
        {SUPPORTED_LOCALES.map((lng) => (
          <Button
            key={lng}
            lang={lng}
            variant={lng === language ? 'filled' : 'default'}
            justify="space-between"
            rightSection={lng === language ? <IconCheck size={16} aria-hidden="true" /> : <span />}
            aria-pressed={lng === language}
            onClick={() => {
              void changeLanguage(lng);
              onClose();
            }}
          >
            {LANGUAGE_NAMES[lng]}
          </Button>
        ))}
      </Stack>
    </AppModal>
  );
}
