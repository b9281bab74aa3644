import './styles';
import { formatDate } from '@gm/domain/format';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { Money } from '../../ui/money';
import { billingKeys, checkoutBill } from './api';
import { GuestLoading } from './guest/guest-payment';
import { useBillingBundle } from './use-billing';

const cell = { padding: '6px 0', verticalAlign: 'top' } as const;

/**
 * The /checkout page's bill (issue 13): every line of the stay's invoices (description, date, amount) and the
 * total, what was paid and the balance, from ItensCheckoutService with the guest's check-out token. A table of
 * three narrow columns: the description wraps, the date and the amount never do (360 px phones).
 */
export function CheckoutBillList({ token, timeZone }: { token: string; timeZone: string }) {
  const ready = useBillingBundle();
  const { t } = useT();
  const bill = useQuery({ queryKey: billingKeys.checkoutBill(token), queryFn: () => checkoutBill(token), retry: false });
  if (!ready || bill.isPending) return <GuestLoading />;
  if (bill.isError) return <Alert color="gray" c="dark.9" title={t('billing.checkoutBill.loadFailed')} />;
  const b = bill.data;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="checkout-bill">
      <Title order={2} size="h4" mb="xs">
        {t('billing.checkoutBill.title')}
      </Title>
      {b.itens.length === 0 ? (
        <Text size="sm">{t('billing.checkoutBill.empty')}</Text>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
          <thead>
            <tr style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', textAlign: 'left' }}>
              <th style={cell}>{t('billing.items.description')}</th>
              <th style={{ ...cell, paddingInline: 8 }}>{t('billing.checkoutBill.date')}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{t('billing.checkoutBill.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {b.itens.map((i) => (
              <tr key={`${i.codCab}-${i.codIte}`} data-testid="bill-item" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <td style={{ ...cell, overflowWrap: 'anywhere' }}>{i.qtd > 1 ? `${i.qtd} × ${i.descricao}` : i.descricao}</td>
                <td style={{ ...cell, paddingInline: 8, whiteSpace: 'nowrap' }}>{formatDate(i.dhInclusao, timeZone)}</td>
                <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
                  <Money reais={i.vlrTotal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Stack gap={2} mt="xs">
        <Total label={t('billing.checkoutBill.total')} reais={b.vlrTotal} testId="bill-total" />
        <Total label={t('billing.checkoutBill.paid')} reais={b.vlrPago} testId="bill-paid" />
        <Total label={t('billing.checkoutBill.balance')} reais={b.vlrEmAberto} testId="bill-balance" strong />
      </Stack>
    </Paper>
  );
}

function Total({ label, reais, testId, strong }: { label: string; reais: number; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId}>
        <Money reais={reais} />
      </Text>
    </Group>
  );
}
