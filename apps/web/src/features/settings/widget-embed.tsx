import { Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCode, IconCopy } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../../ui/app-modal';
import { copyText } from './copy-text';

const attribute = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The snippet a hotel pastes into its website (docs/decisions/0053-website-widget.md). */
export function widgetSnippet(origin: string, h: string): string {
  return `<script src="${attribute(`${origin}/widget.js`)}" data-hotel="${attribute(h)}" async></script>`;
}

/**
 * The website widget's embed code (issue 16): a button that opens the HTML code copy modal with the snippet, a copy
 * button ('Copiado para área de transfêrencia') and the menu the widget opens, to try it.
 */
export function WidgetEmbed({ h }: { h: string }) {
  const { t } = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const origin = window.location.origin;
  const snippet = widgetSnippet(origin, h);
  return (
    <Stack gap="xs" maw={900} mt="md">
      <Title order={3} size="h4">
        {t('settings.widget.title')}
      </Title>
      <Text>{t('settings.widget.intro')}</Text>
      <Group>
        <Button variant="default" leftSection={<IconCode size={18} aria-hidden />} onClick={open}>
          {t('settings.widget.open')}
        </Button>
      </Group>
      <AppModal
        opened={opened}
        onClose={close}
        title={t('settings.widget.modalTitle')}
        size="lg"
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('settings.widget.close')}
            </Button>
            <Button leftSection={<IconCopy size={18} aria-hidden />} onClick={() => void copyText(snippet, t('settings.links.copied'))}>
              {t('settings.widget.copy')}
            </Button>
          </Group>
        }
      >
        <Stack gap="sm">
          <Text>{t('settings.widget.howTo')}</Text>
          <Code block data-testid="widget-snippet" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {snippet}
          </Code>
          <Text size="sm">
            {t('settings.widget.preview')}{' '}
            <Anchor href={`${origin}/menu-widget?h=${encodeURIComponent(h)}`} target="_blank" rel="noopener">
              {`${origin}/menu-widget?h=${h}`}
            </Anchor>
          </Text>
        </Stack>
      </AppModal>
    </Stack>
  );
}
