import type { InvoiceInfoWire, InvoiceWire } from '@gm/contracts/billing';
import { formatDateTime } from '@gm/domain/format';
import { Box, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Money } from '../../ui/money';
import classes from './billing.module.css';
import { InvoiceStamp } from './invoice-status';
import { NestedModal } from './nested-modal';

interface Props {
  invoice: InvoiceWire | null;
  info: InvoiceInfoWire | undefined;
  onClose: () => void;
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '-'}</Text>
    </div>
  );
}

/** The invoice card (spec section 2 "Modals"): booking data, items table, totals and the paid/reserved stamp. */
export function InvoiceCardModal({ invoice, info, onClose }: Props) {
  const { t } = useT();
  return (
    <NestedModal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? t('billing.invoiceCard.title', { name: invoice.descricao }) : ''}
      size="xl"
    >
      {invoice && (
        <Box pos="relative" data-testid="invoice-card">
          <div className={classes.stampCorner}>
            <InvoiceStamp invoice={invoice} />
          </div>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <Field label={t('billing.invoiceCard.date')} value={info?.date} />
              <Field label={t('billing.invoiceCard.guest')} value={info?.guestName} />
              <Field label={t('billing.invoiceCard.doc')} value={info?.doc} />
              <Field label={t('billing.invoiceCard.checkIn')} value={info?.checkIn} />
              <Field label={t('billing.invoiceCard.checkOut')} value={info?.checkOut} />
              <Field
                label={t('billing.invoiceCard.chargedAt')}
                value={invoice.dhCobranca ? formatDateTime(invoice.dhCobranca, info?.timeZone) : null}
              />
            </SimpleGrid>
            <Table.ScrollContainer minWidth={520}>
              <Table striped aria-label={t('billing.items.title', { name: invoice.descricao })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('billing.items.number')}</Table.Th>
                    <Table.Th>{t('billing.items.description')}</Table.Th>
                    <Table.Th>{t('billing.items.quantity')}</Table.Th>
                    <Table.Th>{t('billing.items.unitValue')}</Table.Th>
                    <Table.Th>{t('billing.items.lineTotal')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.itensCobranca.map((item) => (
                    <Table.Tr key={item.codIte}>
                      <Table.Td>{item.numero}</Table.Td>
                      <Table.Td>{item.descricao}</Table.Td>
                      <Table.Td className={classes.numberCell}>{item.qtd}</Table.Td>
                      <Table.Td className={classes.numberCell}>
                        <Money reais={item.vlrUnit} />
                      </Table.Td>
                      <Table.Td className={classes.numberCell}>
                        <Money reais={item.vlrTotal} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  {invoice.itensCobranca.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>{t('billing.items.empty')}</Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={2} align="flex-end" data-testid="invoice-card-totals">
              <Text>
                {t('billing.items.total')}:{' '}
                <strong>
                  <Money reais={invoice.vlrTotal} />
                </strong>
              </Text>
              <Text>
                {t('billing.invoiceCard.paid')}: <Money reais={invoice.vlrPago} />
              </Text>
              <Text>
                {t('billing.invoiceCard.due')}: <Money reais={invoice.vlrEmAberto} />
              </Text>
            </Stack>
          </Stack>
        </Box>
      )}
    </NestedModal>
  );
}
