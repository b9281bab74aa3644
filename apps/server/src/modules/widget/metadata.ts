import type { WidgetMetadata } from '@gm/contracts/widget/index';
import type { Db } from '../../db/pool';
import { contactEmailOf, logoUrl, resolveLink, settingsOf } from '../institutions/public';

/** The product's default colour (spec section 9) when the hotel set none of its own. */
export const DEFAULT_WIDGET_COLOUR = '#3a547b';

/**
 * A hotel link code (h) to the widget's configuration: the hotel's look and the entries its settings offer
 * (docs/decisions/0053-website-widget.md). An unknown code, or a network's code, is institutions.invalid_link.
 */
export async function widgetMetadataOf(db: Db, h: string): Promise<WidgetMetadata> {
  const link = await resolveLink(db, h, 'h');
  const hotel = await settingsOf(db, link.institutionId!);
  const email = await contactEmailOf(db, hotel.institutionId);
  return {
    h: link.code,
    nomeIns: hotel.name,
    hospital: hotel.hospital,
    idioma: hotel.language,
    cor: hotel.themeColor ?? DEFAULT_WIDGET_COLOUR,
    tema: hotel.theme,
    logoUrl: hotel.logoKey ? logoUrl(hotel.institutionId, hotel.logoKey) : null,
    entradas: { checkin: true, pagamento: hotel.flags.TSYCFGHASPAYMENT === 'S', contato: email !== null },
    email,
  };
}
