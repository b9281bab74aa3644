import { defineModule } from '../../platform/module';
import { propertyMessages } from './property-messages';
import { propertyServices } from './property-services';

/**
 * Hotel administration (issue 12) above auth and institutions, using them only through their public files: new hotel
 * and saveconf (property-*). It owns no table: institutions and auth write their own.
 */
export const administrationModule = defineModule({
  name: 'administration',
  services: [...propertyServices],
  messages: { ...propertyMessages.messages },
  hospitalKeys: { ...propertyMessages.hospitalKeys },
});
