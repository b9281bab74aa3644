import { type DesignContent, hrefOf, isEditableType } from '@gm/contracts/crm/templates-design';
import { ActionIcon, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';

interface Props {
  content: DesignContent;
  selected: boolean;
  first: boolean;
  last: boolean;
  onSelect: () => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What the canvas shows of a content: its kind and words; a button selects it for the properties panel. */
function summary(c: DesignContent, t: (k: string, o?: Record<string, unknown>) => string): string {
  const v = c.values as Record<string, unknown>;
  if (c.type === 'image')
    return String((v.altText as string) || (v.src as { url?: string } | undefined)?.url || t('crmTemplates.designer.noImage'));
  if (c.type === 'button')
    return `${String(v.text || t('crmTemplates.designer.noLabel'))} → ${hrefOf(v.href) || t('crmTemplates.designer.noLink')}`;
  if (isEditableType(c.type)) return plain(String(v.text ?? '')) || t('crmTemplates.designer.empty');
  return t('crmTemplates.designer.notEditable', { type: c.type });
}

export function ContentBlock({ content, selected, first, last, onSelect, onMove, onDuplicate, onRemove }: Props) {
  const { t } = useT();
  const kind = isEditableType(content.type) ? t(`crmTemplates.contents.${content.type}`) : content.type;
  const label = summary(content, t);
  return (
    <Paper
      withBorder
      p={6}
      radius="sm"
      data-testid="content-block"
      data-type={content.type}
      style={{ borderColor: selected ? 'var(--mantine-color-blue-7)' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <UnstyledButton
        onClick={onSelect}
        w="100%"
        aria-pressed={selected}
        aria-label={t('crmTemplates.designer.selectOf', { kind, text: label })}
        disabled={!isEditableType(content.type)}
      >
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {kind}
        </Text>
        <Text size="sm" lineClamp={2}>
          {label}
        </Text>
      </UnstyledButton>
      <Group gap={2} justify="flex-end">
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={t('crmTemplates.designer.contentUp', { kind })}
        >
          <IconArrowUp size={14} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={t('crmTemplates.designer.contentDown', { kind })}
        >
          <IconArrowDown size={14} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          onClick={onDuplicate}
          aria-label={t('crmTemplates.designer.contentDuplicate', { kind })}
        >
          <IconCopy size={14} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('crmTemplates.designer.contentRemove', { kind })}
        >
          <IconTrash size={14} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
