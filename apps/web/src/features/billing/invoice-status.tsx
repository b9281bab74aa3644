import type { InvoiceWire } from '@gm/contracts/billing';
import { Badge } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import classes from './billing.module.css';

const STATE_COLOURS: Record<string, string> = {
  open: 'gray',
  processing: 'blue',
  paid: 'green',
  partially_paid: 'teal',
  reserved: 'violet',
  in_analysis: 'yellow',
  failure: 'red',
  cancelled: 'gray',
};

const KNOWN_STATES = new Set(Object.keys(STATE_COLOURS));

/** The invoice's state (from its last payment event) as a badge. */
export function InvoiceStateBadge({ invoice }: { invoice: InvoiceWire }) {
  const { t } = useT();
  const state = KNOWN_STATES.has(invoice.estado) ? invoice.estado : 'open';
  return (
    <Badge color={STATE_COLOURS[state]} variant="dot" data-testid="invoice-state">
      {t(`billing.states.${state}`)}
    </Badge>
  );
}

/** 'Pagamento realizado' (paid / partially paid) or 'Pagamento reservado' (charge date, not a direct charge). */
export function InvoiceStamp({ invoice }: { invoice: Pick<InvoiceWire, 'carimbo'> }) {
  const { t } = useT();
  if (!invoice.carimbo) return null;
  return (
    <div
      className={`${classes.stamp} ${invoice.carimbo === 'paid' ? classes.stampPaid : classes.stampReserved}`}
      role="note"
      data-testid="invoice-stamp"
    >
      {t(invoice.carimbo === 'paid' ? 'billing.stamps.paid' : 'billing.stamps.reserved')}
    </div>
  );
}
