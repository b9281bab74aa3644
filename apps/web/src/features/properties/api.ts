import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/properties/services';
import { call } from '../../lib/api/client';

/** New hotel and saveconf calls (the contracts' refs; the form validates with the input schema it imports itself). */
export const propertyKeys = {
  all: ['properties'] as const,
  options: () => [...propertyKeys.all, 'options'] as const,
};

export const newPropertyOptions = () => call(contracts.newPropertyOptions, {});
export const createProperty = (input: InputOf<typeof contracts.createProperty>) => call(contracts.createProperty, input);
export const exportConfiguration = () => call(contracts.exportConfiguration, {});
export const previewConfiguration = (configuration: unknown) => call(contracts.previewConfiguration, { configuration });
export const importConfiguration = (configuration: unknown, basis: string) => call(contracts.importConfiguration, { configuration, basis });
