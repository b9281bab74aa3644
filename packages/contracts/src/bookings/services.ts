import { emptyInput } from '../common';
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { operationSummaryReply } from './replies';

/** Staff operations (spec section 7 "Operation API"), served under both trial base paths; the web calls the first. */
const TRIAL_PATHS = ['/jwt/brokerJson/trial', '/brokerJson/trial'];

export const operationSummary = defineContract({
  name: 'ResumoOperacaoService',
  basePaths: TRIAL_PATHS,
  access: 'user',
  permission: [P.TRIAL.reservas, P.TRIAL.checkinouts, P.TRIAL.pessoas, P.HOTEL.home, P.HOTELSEC.home],
  needsInstitution: true,
  input: emptyInput,
  output: operationSummaryReply,
});
