import type { BasicSettings } from '@gm/contracts/institutions/settings';
import { ActionIcon, Code, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t';
import { copyText } from './copy-text';
import { WidgetEmbed } from './widget-embed';

/**
 * The hotel's guest link codes: h opens this hotel's check-in and check-out, r its network's hotel choice
 * (/select-ins). The full links are on this site's own address, as guests open them.
 */
export function LinkCodes({ links }: { links: BasicSettings['links'] }) {
  const { t } = useT();
  const origin = window.location.origin;
  const rows = [
    ...(links.h
      ? [
          { key: 'h', label: t('settings.links.code.h'), value: links.h },
          { key: 'checkin', label: t('settings.links.checkin'), value: `${origin}/checkin?h=${encodeURIComponent(links.h)}` },
          { key: 'checkout', label: t('settings.links.checkout'), value: `${origin}/checkout?h=${encodeURIComponent(links.h)}` },
        ]
      : []),
    ...(links.r
      ? [
          { key: 'r', label: t('settings.links.code.r'), value: links.r },
          { key: 'network', label: t('settings.links.network'), value: `${origin}/checkin?r=${encodeURIComponent(links.r)}` },
        ]
      : []),
  ];
  if (rows.length === 0) return <Text>{t('settings.links.none')}</Text>;
  const copied = t('settings.links.copied');
  return (
    <Stack gap="sm" maw={900}>
      <Text>{t('settings.links.intro')}</Text>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm" data-testid="link-codes">
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} data-testid={`link-${r.key}`}>
                <Table.Th scope="row" w={220}>
                  {r.label}
                </Table.Th>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Code style={{ wordBreak: 'break-all' }}>{r.value}</Code>
                    <Tooltip label={t('settings.links.copy')}>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t('settings.links.copyLabel', { what: r.label })}
                        onClick={() => void copyText(r.value, copied)}
                      >
                        <IconCopy size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {links.h && <WidgetEmbed h={links.h} />}
    </Stack>
  );
}
