import type { InputOf, OutputOf } from '@gm/contracts/contract';
import { finishUnsubscribe, readUnsubscribe } from '@gm/contracts/crm/unsubscribe';
import { call } from '../../lib/api/client';

/** The unsubscribe page's calls: the signed link `t` is the credential (no session). */
export type UnsubscribeView = OutputOf<typeof readUnsubscribe>;
export type Keep = InputOf<typeof finishUnsubscribe>['keep'];

export function loadUnsubscribe(t: string): Promise<UnsubscribeView> {
  return call(readUnsubscribe, { t });
}

export function saveUnsubscribe(t: string, keep: Keep): Promise<OutputOf<typeof finishUnsubscribe>> {
  return call(finishUnsubscribe, { t, keep });
}
