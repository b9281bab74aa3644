import type { MailTemplate } from '@gm/contracts/notifications';
import { type Locale, SUPPORTED_LOCALES } from '@gm/domain/locale';
import { Alert, Code, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { LANGUAGE_NAMES } from '../../ui/language-names';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { notificationKeys, previewNotification } from './api';

interface Props {
  codIns: number;
  template: MailTemplate;
  initialLanguage: Locale;
  onClose: () => void;
}

/**
 * One mail rendered by the server with the hotel's sample data, in a language: the HTML in a sandboxed frame (no
 * script, no navigation, no access to the page), and the plain-text version.
 */
export function PreviewModal({ codIns, template, initialLanguage, onClose }: Props) {
  const { t } = useT();
  const [language, setLanguage] = useState<Locale>(initialLanguage);
  const [opened, setOpened] = useState(true);
  const name = t(`notifications.mails.${template}.name`);
  const preview = useQuery({
    queryKey: notificationKeys.preview(codIns, template, language),
    queryFn: () => previewNotification({ template, language }),
  });
  return (
    <AppModal
      opened={opened}
      onClose={() => setOpened(false)}
      onClosed={onClose}
      size="xl"
      title={t('notifications.preview.title', { name })}
    >
      <Stack gap="sm" data-testid="notification-preview">
        <Text size="sm" c="dimmed">
          {t('notifications.preview.sample')}
        </Text>
        <NativeSelect
          label={t('notifications.preview.language')}
          value={language}
          onChange={(e) => setLanguage(e.currentTarget.value as Locale)}
          data={SUPPORTED_LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          maw={240}
        />
        {preview.isError ? (
          <Alert color="red" role="alert">
            {t('notifications.preview.error')}
          </Alert>
        ) : preview.data ? (
          <>
            <Text>
              <Text span fw={600}>
                {t('notifications.preview.subject')}:
              </Text>{' '}
              <span data-testid="preview-subject">{preview.data.subject}</span>
            </Text>
            <Tabs defaultValue="html">
              <Tabs.List>
                <Tabs.Tab value="html">{t('notifications.preview.html')}</Tabs.Tab>
                <Tabs.Tab value="text">{t('notifications.preview.text')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="html" pt="sm">
                <iframe
                  title={t('notifications.preview.frame', { name })}
                  sandbox=""
                  srcDoc={preview.data.html}
                  style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="text" pt="sm">
                <Code block style={{ whiteSpace: 'pre-wrap' }}>
                  {preview.data.text}
                </Code>
              </Tabs.Panel>
            </Tabs>
          </>
        ) : (
          <div role="status">
            <LoadingIndicator />
          </div>
        )}
      </Stack>
    </AppModal>
  );
}
