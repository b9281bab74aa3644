// Home (/home/index): the front desk's lists of the hotel's today. Inputs and replies beside.
import { defineContract } from '../contract';
import { PERMISSIONS as P } from '../permissions';
import { todayWorkInput } from './inputs';
import { todayWorkReply } from './replies';

/** Any TRIAL read action; each section of the reply needs its own (the module checks). */
export const todayWork = defineContract({
  name: 'PainelHojeService',
  basePaths: ['/jwt/brokerJson/trial'],
  access: 'user',
  permission: [P.TRIAL.reservas, P.TRIAL.checkinouts, P.TRIAL.pessoas],
  needsInstitution: true,
  input: todayWorkInput,
  output: todayWorkReply,
});
