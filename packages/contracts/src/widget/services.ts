// The website widget's contracts (spec section 7, "Widget and check-in"); schemas in ./index.ts.
import { defineContract } from '../contract';
import { widgetMetadataInput, widgetMetadataReply } from './index';

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
