// The review-site accounts' contracts (issue 17; not calls of the spec: docs/decisions/0072-review-sites.md).
import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { reviewSiteAccountsReply, reviewSiteInput, saveReviewSiteAccountInput } from './index';

/** Part of the hotel's basic settings: CHANGEINS:{codIns}:basic in the caller's current hotel. */
const settings = {
  basePaths: ['/jwt/brokerJson/config'],
  access: 'user',
  permission: P.CHANGEINS.basic,
  needsInstitution: true,
} as const;

export const listReviewSiteAccounts = defineContract({
  ...settings,
  name: 'ListarContasAvaliacaoService',
  input: emptyInput,
  output: reviewSiteAccountsReply,
});

/** Adds or changes the hotel's account on a site; its reviews are fetched at once. */
export const saveReviewSiteAccount = defineContract({
  ...settings,
  name: 'SalvarContaAvaliacaoService',
  writes: true,
  input: saveReviewSiteAccountInput,
  output: reviewSiteAccountsReply,
});

/** Removes the hotel's account on a site (the reviews already fetched stay for the dashboards). */
export const removeReviewSiteAccount = defineContract({
  ...settings,
  name: 'RemoverContaAvaliacaoService',
  writes: true,
  input: reviewSiteInput,
  output: reviewSiteAccountsReply,
});

/** Fetches a site's reviews now instead of at the next six-hourly run. */
export const syncReviewSite = defineContract({
  ...settings,
  name: 'SincronizarAvaliacoesService',
  writes: true,
  input: reviewSiteInput,
  output: reviewSiteAccountsReply,
});
