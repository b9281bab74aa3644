// The website widget's contracts (spec section 7, "Widget and check-in"); schemas in ./index.ts.
import { defineContract } from '../contract';
import { linkPlaceholderInput, linkPlaceholderReply, widgetMetadataInput, widgetMetadataReply } from './index';

const PATHS = ['/jwt/brokerJson/widget'];

/**
 * The widget's configuration for a hotel link code: public (a hotel's website calls it from another origin, as a
 * form post so the browser sends it without a preflight), limited per address like the other public link calls.
 */
export const widgetMetadata = defineContract({
  name: 'WidgetMetadataService',
  basePaths: PATHS,
  access: 'public',
  rateLimit: 'auth',
  form: true,
  input: widgetMetadataInput,
  output: widgetMetadataReply,
});

/**
 * The spec's "fictitious booking" link: a website visitor whose booking the PMS has not sent yet gets a placeholder
 * booking and its token, and starts the web check-in; the PMS import later links the real booking to it. Public (the
 * hotel link code names the hotel), limited per address like the booking search; only for hotels fed by a PMS.
 */
export const linkPlaceholder = defineContract({
  name: 'VinculaReservaFicticiaService',
  basePaths: PATHS,
  access: 'public',
  rateLimit: 'auth',
  writes: true,
  input: linkPlaceholderInput,
  output: linkPlaceholderReply,
});
