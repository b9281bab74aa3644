import type { OutputOf } from '@gm/contracts/contract';
import { widgetMetadata } from '@gm/contracts/widget/services';
import { call } from '../../lib/api/client';

export type WidgetConfig = OutputOf<typeof widgetMetadata>['widget'];

/** WidgetMetadataService: the hotel's widget configuration for its link code (public). */
export async function loadWidget(h: string): Promise<WidgetConfig> {
  return (await call(widgetMetadata, { h }, { auth: 'none' })).widget;
}
