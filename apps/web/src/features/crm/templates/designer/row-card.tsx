import { type DesignRow, EDITABLE_CONTENT_TYPES } from '@gm/contracts/crm/templates-design';
import { ActionIcon, Box, Button, ColorInput, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useT } from '../../../../i18n/use-t';
import { ContentBlock } from './content-block';
import type { ContentAt } from './design-model';

export interface RowActions {
  moveRow: (from: number, to: number) => void;
  duplicateRow: (index: number) => void;
  removeRow: (index: number) => void;
  setBackground: (index: number, colour: string) => void;
  addContent: (row: number, column: number, type: (typeof EDITABLE_CONTENT_TYPES)[number]) => void;
  select: (id: string) => void;
  moveContent: (at: ContentAt, by: -1 | 1) => void;
  duplicateContent: (at: ContentAt) => void;
  removeContent: (at: ContentAt) => void;
}

interface Props {
  row: DesignRow;
  index: number;
  count: number;
  selectedId: string | null;
  actions: RowActions;
  /** Drag and drop (canvas.tsx): the card and its handle. */
  cardRef?: Ref<HTMLDivElement>;
  handleRef?: Ref<HTMLButtonElement>;
  dragging?: boolean;
}

/** One row of the e-mail: its columns side by side with their contents, and the row's own actions. */
export function RowCard({ row, index, count, selectedId, actions, cardRef, handleRef, dragging }: Props) {
  const { t } = useT();
  const n = index + 1;
  const cells = row.cells ?? row.columns.map(() => 1);
  return (
    <Paper
      ref={cardRef}
      withBorder
      p="sm"
      radius="md"
      data-testid="design-row"
      data-row-id={row.id}
      style={{ opacity: dragging ? 0.6 : 1 }}
      component="section"
      aria-label={t('crmTemplates.designer.rowOf', { n, columns: t(`crmTemplates.designer.columnsN.${row.columns.length}`) })}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            ref={handleRef}
            variant="subtle"
            color="gray"
            aria-label={t('crmTemplates.designer.drag', { n })}
            style={{ cursor: 'grab' }}
          >
            <IconGripVertical size={18} aria-hidden="true" />
          </ActionIcon>
          <Text size="sm" fw={600}>
            {t('crmTemplates.designer.rowOf', { n, columns: t(`crmTemplates.designer.columnsN.${row.columns.length}`) })}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ColorInput
            withEyeDropper={false}
            size="xs"
            w={120}
            aria-label={t('crmTemplates.designer.rowBackground', { n })}
            value={String(row.values.backgroundColor ?? '')}
            onChange={(c) => actions.setBackground(index, c)}
            format="hex"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === 0}
            onClick={() => actions.moveRow(index, index - 1)}
            aria-label={t('crmTemplates.designer.rowUp', { n })}
          >
            <IconArrowUp size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === count - 1}
            onClick={() => actions.moveRow(index, index + 1)}
            aria-label={t('crmTemplates.designer.rowDown', { n })}
          >
            <IconArrowDown size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => actions.duplicateRow(index)}
            aria-label={t('crmTemplates.designer.rowDuplicate', { n })}
          >
            <IconCopy size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => actions.removeRow(index)}
            aria-label={t('crmTemplates.designer.rowRemove', { n })}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      <Box style={{ display: 'grid', gridTemplateColumns: cells.map((c) => `${c}fr`).join(' '), gap: 8 }}>
        {row.columns.map((col, ci) => (
          <Stack
            key={col.id ?? ci}
            gap={6}
            p={6}
            style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 6, minWidth: 0 }}
          >
            {col.contents.map((c, i) => {
              const at = { row: index, column: ci, index: i };
              return (
                <ContentBlock
                  key={c.id ?? i}
                  content={c}
                  selected={c.id === selectedId}
                  first={i === 0}
                  last={i === col.contents.length - 1}
                  onSelect={() => c.id && actions.select(c.id)}
                  onMove={(by) => actions.moveContent(at, by)}
                  onDuplicate={() => actions.duplicateContent(at)}
                  onRemove={() => actions.removeContent(at)}
                />
              );
            })}
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  aria-label={t('crmTemplates.designer.addContentTo', { n, column: ci + 1 })}
                >
                  {t('crmTemplates.designer.addContent')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {EDITABLE_CONTENT_TYPES.map((type) => (
                  <Menu.Item key={type} onClick={() => actions.addContent(index, ci, type)}>
                    {t(`crmTemplates.contents.${type}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}
