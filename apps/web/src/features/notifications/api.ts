import type { InputOf } from '@gm/contracts/contract';
import * as contracts from '@gm/contracts/notifications/services';
import { call } from '../../lib/api/client';

/** Query keys of the notification settings, per hotel (changing hotel reloads the page, but a key never mixes two). */
export const notificationKeys = {
  all: ['notifications'] as const,
  settings: (codIns: number) => [...notificationKeys.all, 'settings', codIns] as const,
  preview: (codIns: number, template: string, language: string) =>
    [...notificationKeys.all, 'preview', codIns, template, language] as const,
};

export const getNotificationSettings = () => call(contracts.getNotificationSettings, {});

export const saveNotificationSettings = (input: InputOf<typeof contracts.saveNotificationSettings>) =>
  call(contracts.saveNotificationSettings, input);

export const previewNotification = (input: InputOf<typeof contracts.previewNotification>) => call(contracts.previewNotification, input);
