import * as contract from '@gm/contracts/widget/services';
import { type AnyService, defineService } from '../../platform/registry';
import { linkPlaceholder } from './placeholder';

const vincula = defineService(contract.linkPlaceholder, {
  summary:
    "The spec's fictitious booking: a website visitor whose booking the PMS has not sent yet gets a placeholder booking (voucher, name, e-mail, dates) and its token; the PMS import links the real booking to it. Only at hotels fed by their PMS.",
  sample: () => ({
    h: 'hotel-demo',
    voucher: 'SITE-AMOSTRA-1',
    nome: 'Visitante Amostra',
    email: 'visitante@example.test',
    dtEntrada: '2099-01-10',
    dtSaida: '2099-01-12',
  }),
  handler: (ctx, input) => linkPlaceholder(ctx, input),
});

export const placeholderServices: AnyService[] = [vincula];
