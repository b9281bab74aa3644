import { defineModule } from '../../platform/module';
import { widgetEmbedding } from './embedding';
import { widgetServices } from './services';

/**
 * The website widget (issue 16, docs/decisions/0053-website-widget.md): the configuration a hotel's website loader
 * and framed menu read, and the headers that let other origins load, call and frame them. It owns no table: the
 * hotel's look, flags, contact and link codes are institutions'.
 */
export const widgetModule = defineModule({
  name: 'widget',
  services: widgetServices,
  routes: [widgetEmbedding],
});
