import type { InvoiceWire } from '@gm/contracts/billing';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { Money } from '../../ui/money';
import { billingKeys, createInvoice, removeInvoice } from './api';
import classes from './billing.module.css';
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

/** The Billing tab's first mode: the booking's invoices (cancelled ones hidden by the server) and a new one. */
export function InvoiceList({ codRes, invoices, onItems, onPayment, onView }: Props) {
  const { t } = useT();
  const client = useQueryClient();
  const [description, setDescription] = useState('');
  const [removing, setRemoving] = useState<InvoiceWire | null>(null);

  const create = useMutation({
    mutationFn: (descricao: string) => createInvoice(codRes, descricao),
    onSuccess: (reply) => {
      setDescription('');
      notify('success', reply.message);
      void client.invalidateQueries({ queryKey: billingKeys.invoices(codRes) });
      // A new invoice goes straight to its items.
      onItems(reply.codCab);
    },
  });

  const remove = useMutation({
    mutationFn: (inv: InvoiceWire) => removeInvoice(codRes, inv),
    onSuccess: (reply) => {
      notify('success', reply.message);
      setRemoving(null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.invoices(codRes) }),
  });

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

      {invoices.length === 0 ? (
        <Text c="dimmed" data-testid="no-invoices">
          {t('billing.list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={t('billing.list.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.list.description')}</Table.Th>
                <Table.Th>{t('billing.list.total')}</Table.Th>
                <Table.Th>{t('billing.list.state')}</Table.Th>
                <Table.Th>{t('billing.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((inv) => (
                <Table.Tr key={inv.codCab} data-testid={`invoice-${inv.codCab}`}>
                  <Table.Td>{inv.descricao}</Table.Td>
                  <Table.Td className={classes.numberCell}>
                    <Money reais={inv.vlrTotal} />
                  </Table.Td>
                  <Table.Td>
                    <InvoiceStateBadge invoice={inv} />
                  </Table.Td>
                  <Table.Td>
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
                        <Button
                          size="compact-sm"
                          onClick={() => onPayment(inv.codCab)}
                          aria-label={t('billing.list.payOf', { name: inv.descricao })}
                        >
                          {t('billing.list.pay')}
                        </Button>
                      )}
                      {inv.acoes.remove && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => setRemoving(inv)}
                          aria-label={t('billing.list.removeOf', { name: inv.descricao })}
                        >
                          {t('billing.list.remove')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

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
