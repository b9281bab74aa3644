import { DragDropProvider } from '@dnd-kit/react';
import { isSortable, useSortable } from '@dnd-kit/react/sortable';
import type { Design, DesignRow } from '@gm/contracts/crm/templates-design';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import { type RowActions, RowCard } from './row-card';

interface Props {
  design: Design;
  selectedId: string | null;
  actions: RowActions & { addRow: (columns: number) => void };
}

function SortableRow({
  row,
  index,
  ...rest
}: {
  row: DesignRow;
  index: number;
  count: number;
  selectedId: string | null;
  actions: RowActions;
}) {
  const { ref, handleRef, isDragging } = useSortable({ id: row.id ?? String(index), index });
  return <RowCard row={row} index={index} cardRef={ref} handleRef={handleRef} dragging={isDragging} {...rest} />;
}

/**
 * The e-mail's rows, top to bottom: drag a row by its handle (mouse, touch, or Space then the arrows), or move it
 * with its up and down buttons; the rows end with the buttons that add one of one to four columns.
 */
export function Canvas({ design, selectedId, actions }: Props) {
  const { t } = useT();
  const rows = design.body.rows;
  return (
    <Stack gap="sm" data-testid="design-canvas">
      <DragDropProvider
        onDragEnd={(event) => {
          const { source } = event.operation;
          if (event.canceled || !isSortable(source)) return;
          if (source.initialIndex !== source.index) actions.moveRow(source.initialIndex, source.index);
        }}
      >
        {rows.map((row, index) => (
          <SortableRow key={row.id ?? index} row={row} index={index} count={rows.length} selectedId={selectedId} actions={actions} />
        ))}
      </DragDropProvider>
      {rows.length === 0 && <Text c="dimmed">{t('crmTemplates.designer.noRows')}</Text>}
      <Group>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />}>
              {t('crmTemplates.designer.addRow')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {[1, 2, 3, 4].map((n) => (
              <Menu.Item key={n} onClick={() => actions.addRow(n)}>
                {t(`crmTemplates.designer.columnsN.${n}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Stack>
  );
}
