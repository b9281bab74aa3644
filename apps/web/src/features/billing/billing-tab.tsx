import './styles';
import type { InvoiceWire } from '@gm/contracts/billing';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useCanBill } from './billing-access';
import { GuestPaymentPause } from './guest-payment-pause';
import { InvoiceCardModal } from './invoice-card-modal';
import { InvoiceItems } from './invoice-items';
import { InvoiceList } from './invoice-list';
import { PaymentPanel } from './payment-panel';
import { useBillingBundle, useInvoices, useLiveInvoices } from './use-billing';

/** The Billing tab's three modes (spec section 2): invoice list -> items -> payment -> back to the list. */
export type BillingView = { mode: 'list' } | { mode: 'items'; codCab: number } | { mode: 'payment'; codCab: number };

function Loading() {
  return (
    <Center mih={160} role="status">
      <LoadingIndicator />
    </Center>
  );
}

function BillingModes({ codRes }: { codRes: number }) {
  const { t } = useT();
  useLiveInvoices();
  const invoices = useInvoices(codRes);
  const [view, setView] = useState<BillingView>({ mode: 'list' });
  const [viewing, setViewing] = useState<number | null>(null);
  // The invoice a mode works on, kept while it leaves the list (a cancelled reservation is hidden at
  // once) so its outcome stays on screen for its 4 s.
  const current = useRef<InvoiceWire | null>(null);

  if (invoices.isPending) return <Loading />;
  if (invoices.isError) {
    return (
      <Alert color="red" title={t('billing.list.loadFailed')}>
        <Button variant="default" size="compact-sm" onClick={() => void invoices.refetch()}>
          {t('billing.actions.retry')}
        </Button>
      </Alert>
    );
  }
  const list = invoices.data.faturas.filter((f) => !f.dhCancelamento);
  const find = (codCab: number) => list.find((f) => f.codCab === codCab) ?? null;
  const toList = () => {
    current.current = null;
    setView({ mode: 'list' });
  };

  let body: React.ReactNode;
  if (view.mode === 'list') {
    body = (
      <InvoiceList
        codRes={codRes}
        invoices={list}
        onItems={(codCab) => setView({ mode: 'items', codCab })}
        onPayment={(codCab) => setView({ mode: 'payment', codCab })}
        onView={setViewing}
      />
    );
  } else {
    const found = find(view.codCab);
    if (found) current.current = found;
    const invoice = found ?? (current.current?.codCab === view.codCab ? current.current : null);
    if (!invoice) {
      // Not (or no longer) among the booking's invoices, e.g. just created and still loading.
      body = <Loading />;
    } else if (view.mode === 'items') {
      body = (
        <InvoiceItems
          codRes={codRes}
          invoice={invoice}
          onBack={toList}
          onPayment={() => setView({ mode: 'payment', codCab: invoice.codCab })}
          onView={() => setViewing(invoice.codCab)}
        />
      );
    } else {
      body = (
        <PaymentPanel
          key={invoice.codCab}
          codRes={codRes}
          invoice={invoice}
          showInstallments={invoices.data.mostrarParcelas}
          onBack={toList}
        />
      );
    }
  }

  return (
    <Stack gap="md" data-testid="billing-tab" data-mode={view.mode}>
      <GuestPaymentPause codRes={codRes} pause={invoices.data.pagamentoOnlinePausado} timeZone={invoices.data.info.timeZone} />
      {body}
      <InvoiceCardModal invoice={viewing === null ? null : find(viewing)} info={invoices.data.info} onClose={() => setViewing(null)} />
    </Stack>
  );
}

/**
 * The Cobrança tab of the booking modals, for users with PAY:{codIns}:listfaturas (the tab list shows
 * it only to them; this refuses to render otherwise). Loads its own translations.
 */
export function BillingTab({ codRes }: { codRes: number }) {
  const ready = useBillingBundle();
  const allowed = useCanBill();
  if (!allowed) return null;
  if (!ready) return <Loading />;
  return <BillingModes codRes={codRes} />;
}
