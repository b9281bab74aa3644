import type { InvoiceWire, ListFatura } from '@gm/contracts/billing';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { type Translate, useT } from '../../i18n/use-t';
import { type SavedEntity, useCacheMutation } from '../../lib/api/mutations';
import { notify } from '../../lib/notify';
import { type DataColumn, DataTable, type SortState } from '../../ui/data-table';
import { sortRows } from '../../ui/data-table-model';
import { Money } from '../../ui/money';
import { billingKeys, createInvoice, removeInvoice } from './api';
import { InvoiceStateBadge } from './invoice-status';
import { NestedModal } from './nested-modal';

interface Props {
  codRes: number;
  invoices: InvoiceWire[];
  onItems: (codCab: number) => void;
  onPayment: (codCab: number) => void;
  onView: (codCab: number) => void;
}

/** Whether the payment view has something to offer for an invoice. */
export function hasPaymentActions(inv: InvoiceWire): boolean {
  return inv.acoes.charge || inv.acoes.reserve || inv.acoes.capture || inv.acoes.cancelReservation;
}

interface ActionsProps {
  invoice: InvoiceWire;
  t: Translate;
  onItems: (codCab: number) => void;
  onPayment: (codCab: number) => void;
  onView: (codCab: number) => void;
  onRemove: (invoice: InvoiceWire) => void;
}

function InvoiceActions({ invoice: inv, t, onItems, onPayment, onView, onRemove }: ActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onItems(inv.codCab)}
        aria-label={t('billing.list.itemsOf', { name: inv.descricao })}
      >
        {t('billing.list.items')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onView(inv.codCab)}
        aria-label={t('billing.list.viewOf', { name: inv.descricao })}
      >
        {t('billing.list.view')}
      </Button>
      {hasPaymentActions(inv) && (
        <Button size="compact-sm" onClick={() => onPayment(inv.codCab)} aria-label={t('billing.list.payOf', { name: inv.descricao })}>
          {t('billing.list.pay')}
        </Button>
      )}
      {inv.acoes.remove && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onRemove(inv)}
          aria-label={t('billing.list.removeOf', { name: inv.descricao })}
        >
          {t('billing.list.remove')}
        </Button>
      )}
    </Group>
  );
}

/** The Billing tab's first mode: the booking's invoices (cancelled ones hidden by the server) and a new one. */
export function InvoiceList({ codRes, invoices, onItems, onPayment, onView }: Props) {
  const { t } = useT();
  const [description, setDescription] = useState('');
  const [removing, setRemoving] = useState<InvoiceWire | null>(null);
  // The server's order until the user sorts by a header (the list is held whole).
  const [sort, setSort] = useState<SortState | null>(null);

  // The booking's invoice list is both the list and where each invoice is cached: a write changes it from its reply at
  // once, then it refetches (totals, order); the write's live echo refetches nothing here (decision 0029).
  const inList = (update: (faturas: InvoiceWire[]) => InvoiceWire[]): SavedEntity<ListFatura> => ({
    queryKey: billingKeys.invoices(codRes),
    update: (old) => (old ? { ...old, faturas: update(old.faturas) } : undefined),
  });
  const lists = [billingKeys.invoices(codRes)];

  const create = useCacheMutation({
    mutationFn: (descricao: string) => createInvoice(codRes, descricao),
    effects: (reply) => ({
      saved: reply.fatura ? [inList((all) => [...all.filter((f) => f.codCab !== reply.codCab), reply.fatura!])] : [],
      lists,
    }),
    uncertain: () => lists,
    onSuccess: (reply) => {
      setDescription('');
      notify('success', reply.message);
      // A new invoice goes straight to its items.
      onItems(reply.codCab);
    },
  });

  const remove = useCacheMutation({
    mutationFn: (inv: InvoiceWire) => removeInvoice(codRes, inv),
    // Cancelled invoices are hidden (the server's list leaves them out).
    effects: (_reply, inv) => ({ saved: [inList((all) => all.filter((f) => f.codCab !== inv.codCab))], lists }),
    uncertain: () => lists,
    onSuccess: (reply) => {
      notify('success', reply.message);
      setRemoving(null);
    },
  });

  const columns: DataColumn<InvoiceWire>[] = [
    { key: 'descricao', headerKey: 'billing.list.description', cell: (inv) => inv.descricao, sortable: true },
    { key: 'vlrTotal', headerKey: 'billing.list.total', cell: (inv) => <Money reais={inv.vlrTotal} />, sortable: true, numeric: true },
    { key: 'state', headerKey: 'billing.list.state', cell: (inv) => <InvoiceStateBadge invoice={inv} /> },
    {
      key: 'actions',
      headerKey: 'billing.list.actions',
      cell: (inv, t) => <InvoiceActions invoice={inv} t={t} {...{ onItems, onView, onPayment }} onRemove={setRemoving} />,
    },
  ];
  const rows = useMemo(() => sortRows(invoices, sort, columns), [invoices, sort]);

  function submit(e: FormEvent) {
    e.preventDefault();
    // Spec section 5: without a description nothing happens.
    const descricao = description.trim();
    if (!descricao || create.isPending) return;
    create.mutate(descricao);
  }

  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('billing.list.newDescription')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={create.isPending} disabled={!description.trim()}>
            {t('billing.list.create')}
          </Button>
        </Group>
      </form>

      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(inv) => inv.codCab}
        label={t('billing.list.title')}
        empty={t('billing.list.empty')}
        emptyTestId="no-invoices"
        sort={sort}
        onSortChange={setSort}
        onOpen={(inv) => onItems(inv.codCab)}
        rowProps={(inv) => ({ 'data-testid': `invoice-${inv.codCab}` })}
        minWidth={560}
      />

      <NestedModal opened={removing !== null} onClose={() => setRemoving(null)} title={t('billing.list.removeTitle')} size="sm">
        <Stack gap="md">
          <Text>{t('billing.list.removeConfirm', { name: removing?.descricao ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('billing.actions.cancel')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
              {t('billing.list.remove')}
            </Button>
          </Group>
        </Stack>
      </NestedModal>
    </Stack>
  );
}
