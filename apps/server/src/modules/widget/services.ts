import * as contract from '@gm/contracts/widget/services';
import { type AnyService, defineService } from '../../platform/registry';
import { widgetMetadataOf } from './metadata';

const metadata = defineService(contract.widgetMetadata, {
  summary:
    "The website widget's configuration for a hotel link code (h): the hotel's name, colour, logo, wording, language, the menu entries its settings offer (check-in, payment, contact) and its contact e-mail. Public, for any website's origin; limited per address.",
  sample: () => ({ h: 'hotel-demo' }),
  handler: async (ctx, input) => ({ status: 1 as const, widget: await widgetMetadataOf(ctx.deps.db, input.h) }),
});

export const widgetServices: AnyService[] = [metadata];
