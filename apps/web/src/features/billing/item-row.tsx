import type { InvoiceItemWire } from '@gm/contracts/billing';
import { Button, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Money, MoneyInput, reaisOnWireToCents } from '../../ui/money';
import classes from './billing.module.css';
import { draftLineCents, type ItemDraft, type ItemProblem, itemProblems, sanitizeQuantity } from './items-draft';

/** A saved item, read-only (paid or reserved invoices) or with edit and remove. */
export function ItemRow({
  item,
  editable,
  busy,
  onEdit,
  onRemove,
}: {
  item: InvoiceItemWire;
  editable: boolean;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  return (
    <Table.Tr data-testid={`item-${item.numero}`}>
      <Table.Td>{item.numero}</Table.Td>
      <Table.Td>{item.descricao}</Table.Td>
      <Table.Td className={classes.numberCell}>{item.qtd}</Table.Td>
      <Table.Td className={classes.numberCell}>
        <Money reais={item.vlrUnit} />
      </Table.Td>
      <Table.Td className={classes.numberCell}>
        <Money reais={item.vlrTotal} />
      </Table.Td>
      {editable && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              onClick={onEdit}
              disabled={busy}
              aria-label={t('billing.items.editOf', { number: item.numero })}
            >
              {t('billing.items.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={onRemove}
              loading={busy}
              aria-label={t('billing.items.removeOf', { number: item.numero })}
            >
              {t('billing.items.remove')}
            </Button>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

export function draftOf(item: InvoiceItemWire): ItemDraft {
  return {
    key: `i${item.codIte}`,
    codIte: item.codIte,
    descricao: item.descricao,
    qtd: String(item.qtd),
    vlrCents: reaisOnWireToCents(item.vlrUnit),
  };
}

/**
 * A row being typed (a new item or an edit). Save checks the rules first: with a problem nothing is
 * sent and the fields say what is missing.
 */
export function ItemEditorRow({
  number,
  initial,
  saving,
  onSave,
  onCancel,
}: {
  number: string;
  initial: ItemDraft;
  saving: boolean;
  onSave: (draft: ItemDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState<ItemProblem[]>([]);
  const set = (patch: Partial<ItemDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (shown.length) setShown(itemProblems(next));
  };
  const save = () => {
    const problems = itemProblems(draft);
    setShown(problems);
    if (problems.length === 0) onSave(draft);
  };
  const line = draftLineCents(draft);
  return (
    <Table.Tr data-testid={`item-editor-${number}`}>
      <Table.Td>{number}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('billing.items.descriptionOf', { number })}
          value={draft.descricao}
          onChange={(e) => set({ descricao: e.currentTarget.value })}
          error={shown.includes('description') ? t('billing.items.errors.description') : undefined}
          maxLength={200}
          disabled={saving}
          data-autofocus
          onKeyDown={(e) => e.key === 'Enter' && save()}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('billing.items.quantityOf', { number })}
          value={draft.qtd}
          onChange={(e) => set({ qtd: sanitizeQuantity(e.currentTarget.value) })}
          error={shown.includes('quantity') ? t('billing.items.errors.quantity') : undefined}
          inputMode="numeric"
          w={90}
          disabled={saving}
          onKeyDown={(e) => e.key === 'Enter' && save()}
        />
      </Table.Td>
      <Table.Td>
        <MoneyInput
          aria-label={t('billing.items.unitValueOf', { number })}
          value={draft.vlrCents}
          onChange={(vlrCents) => set({ vlrCents })}
          error={shown.includes('value') ? t('billing.items.errors.value') : undefined}
          allowNegative
          w={150}
          disabled={saving}
          onKeyDown={(e) => e.key === 'Enter' && save()}
        />
      </Table.Td>
      <Table.Td className={classes.numberCell}>{line === null ? '-' : <Money cents={line} />}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" onClick={save} loading={saving} aria-label={t('billing.items.saveOf', { number })}>
            {t('billing.items.save')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onCancel} disabled={saving}>
            {t('billing.actions.cancel')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
