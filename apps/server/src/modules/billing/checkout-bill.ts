import type { CheckoutBill, consultaPaymentInput } from '@gm/contracts/billing';
import type { Locale } from '@gm/domain/locale';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import type { GuestCaller } from '../../platform/registry';
import { bookingFromToken } from './checkin';
import { billingHotelOf, bookingOf } from './context';
import { listInvoices } from './invoices';

/**
 * The /checkout page's bill (issue 13): every live line of the booking's invoices with the totals, read with the
 * invoice list the staff screens and the guest's payment use. Only the booking of the guest's own booking token:
 * another booking's number is refused (billing.link_invalid), another hotel's booking is not found.
 */
export async function checkoutBill(
  deps: AppDeps,
  caller: GuestCaller,
  input: Pick<z.infer<typeof consultaPaymentInput>, 'codRes'>,
  locale: Locale,
): Promise<CheckoutBill> {
  const bookingId = bookingFromToken(caller, input.codRes);
  const hotel = await billingHotelOf(deps.db, caller.codIns);
  const booking = await bookingOf(deps.db, hotel, bookingId);
  const live = (await listInvoices(deps.db, hotel, booking, undefined, locale)).faturas.filter((f) => !f.dhCancelamento);
  const cents = (reais: number) => Math.round(reais * 100);
  const sum = (pick: (f: (typeof live)[number]) => number) => live.reduce((s, f) => s + cents(pick(f)), 0) / 100;
  const itens = live
    .flatMap((f) => f.itensCobranca)
    .filter((i) => !i.dhRemocao)
    .map(({ codCab, codIte, descricao, dhInclusao, qtd, vlrUnit, vlrTotal }) => ({
      codCab,
      codIte,
      descricao,
      dhInclusao,
      qtd,
      vlrUnit,
      vlrTotal,
    }));
  return {
    status: 1,
    codRes: bookingId,
    itens,
    vlrTotal: sum((f) => f.vlrTotal),
    vlrPago: sum((f) => f.vlrPago),
    vlrEmAberto: sum((f) => f.vlrEmAberto),
  };
}
