import type { InvoiceWire, ListFatura } from '@gm/contracts/billing';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useCacheMutation, type WriteEffects } from '../../lib/api/mutations';
import { Money } from '../../ui/money';
import { billingKeys, removeItem, saveItem } from './api';
import classes from './billing.module.css';
import { hasPaymentActions } from './invoice-list';
import { InvoiceStamp, InvoiceStateBadge } from './invoice-status';
import { draftOf, ItemEditorRow, ItemRow } from './item-row';
import { draftsAfterSave, draftToInput, type ItemDraft, itemNumber } from './items-draft';

interface Props {
  codRes: number;
  invoice: InvoiceWire;
  onBack: () => void;
  onPayment: () => void;
  onView: () => void;
}

let nextKey = 0;

/** The Billing tab's second mode: an invoice's items, editable while the invoice is open. */
export function InvoiceItems({ codRes, invoice, onBack, onPayment, onView }: Props) {
  const { t } = useT();
  const [drafts, setDrafts] = useState<ItemDraft[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const editable = invoice.acoes.editItems && !invoice.somenteLeitura;

  const mark = (key: string, on: boolean) =>
    setSaving((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  // The reply carries the invoice as it now is: shown at once, then the list refetches (its totals).
  const itemWrite = (fatura: InvoiceWire): WriteEffects => ({
    saved: [
      {
        queryKey: billingKeys.invoices(codRes),
        update: (old: ListFatura | undefined) =>
          old ? { ...old, faturas: old.faturas.map((f) => (f.codCab === fatura.codCab ? fatura : f)) } : undefined,
      },
    ],
    lists: [billingKeys.invoices(codRes)],
  });
  const uncertain = () => [billingKeys.invoices(codRes)];

  const save = useCacheMutation({
    mutationFn: (d: ItemDraft) => saveItem(draftToInput(d, codRes, invoice.codCab)),
    effects: (reply) => itemWrite(reply.fatura),
    uncertain,
    onMutate: (d) => mark(d.key, true),
    onSuccess: (_reply, d) => {
      if (d.codIte === undefined) setDrafts((list) => draftsAfterSave(list, d));
      else setEditing(null);
    },
    // Spec section 8: a failed add removes the just-added row (the error is shown as a toast).
    onError: (_e, d) => setDrafts((list) => draftsAfterSave(list, d)),
    onSettled: (_r, _e, d) => mark(d.key, false),
  });

  const remove = useCacheMutation({
    mutationFn: (codIte: number) => removeItem(codRes, invoice.codCab, codIte),
    effects: (reply) => itemWrite(reply.fatura),
    uncertain,
    onMutate: (codIte) => mark(`i${codIte}`, true),
    onSettled: (_r, _e, codIte) => mark(`i${codIte}`, false),
  });

  const items = invoice.itensCobranca;
  const addRow = () => setDrafts((list) => [...list, { key: `n${++nextKey}`, descricao: '', qtd: '1', vlrCents: null }]);

  return (
    <Stack gap="md" pos="relative">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Button variant="default" size="compact-sm" onClick={onBack} w="fit-content">
            {t('billing.actions.backToList')}
          </Button>
          <Title order={3} size="h4">
            {invoice.descricao}
          </Title>
          <Group gap="xs">
            <InvoiceStateBadge invoice={invoice} />
            <InvoiceStamp invoice={invoice} />
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onView}>
            {t('billing.list.view')}
          </Button>
          {hasPaymentActions(invoice) && <Button onClick={onPayment}>{t('billing.items.goToPayment')}</Button>}
        </Group>
      </Group>

      {!editable && (
        <Text size="sm" c="dimmed" data-testid="items-read-only">
          {t(invoice.processando ? 'billing.items.processing' : 'billing.items.readOnly')}
        </Text>
      )}

      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('billing.items.title', { name: invoice.descricao })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.items.number')}</Table.Th>
              <Table.Th>{t('billing.items.description')}</Table.Th>
              <Table.Th>{t('billing.items.quantity')}</Table.Th>
              <Table.Th>{t('billing.items.unitValue')}</Table.Th>
              <Table.Th>{t('billing.items.lineTotal')}</Table.Th>
              {editable && <Table.Th>{t('billing.list.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) =>
              editable && editing === item.codIte ? (
                <ItemEditorRow
                  key={item.codIte}
                  number={item.numero}
                  initial={draftOf(item)}
                  saving={saving.has(`i${item.codIte}`)}
                  onSave={(d) => save.mutate(d)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ItemRow
                  key={item.codIte}
                  item={item}
                  editable={editable}
                  busy={saving.has(`i${item.codIte}`)}
                  onEdit={() => setEditing(item.codIte)}
                  onRemove={() => remove.mutate(item.codIte)}
                />
              ),
            )}
            {editable &&
              drafts.map((d, i) => (
                <ItemEditorRow
                  key={d.key}
                  number={itemNumber(items.length + i)}
                  initial={d}
                  saving={saving.has(d.key)}
                  onSave={(draft) => save.mutate({ ...draft, key: d.key })}
                  onCancel={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                />
              ))}
            {items.length === 0 && drafts.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={editable ? 6 : 5}>
                  <Text c="dimmed" size="sm">
                    {t('billing.items.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>{t('billing.items.total')}</Table.Th>
              <Table.Th className={classes.numberCell} data-testid="invoice-total">
                <Money reais={invoice.vlrTotal} />
              </Table.Th>
              {editable && <Table.Td />}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>

      {editable && (
        <Group>
          <Button variant="default" onClick={addRow}>
            {t('billing.items.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
