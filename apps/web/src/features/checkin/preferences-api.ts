import type { PreferencesReply } from '@gm/contracts/checkin/replies';
import { changePreferences, preferences } from '@gm/contracts/checkin/services';
import type { InputOf, OutputOf } from '@gm/contracts/contract';
import { call } from '../../lib/api/client';

/** The stay's preferences with the booking token (/fill-preferences): apart from api.ts, so only that page carries them. */
export function readPreferences(token: string): Promise<PreferencesReply> {
  return call(preferences, {}, { auth: { bearer: token } });
}

export type PreferencesInput = InputOf<typeof changePreferences>;

export function savePreferences(token: string, input: PreferencesInput): Promise<OutputOf<typeof changePreferences>> {
  return call(changePreferences, input, { auth: { bearer: token } });
}
