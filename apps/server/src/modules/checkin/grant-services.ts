import * as contract from '@gm/contracts/checkin/grant-services';
import { type AnyService, defineService } from '../../platform/registry';
import { grantAccess, listGrants, openGrant, revokeAccess } from './grants';

/** /grant-person-access's services (docs/decisions/0054-guest-preferences.md). */
const conceder = defineService(contract.grantAccess, {
  summary:
    "The booking token's guest grants another person (nome, email) access to the booking: a grant is kept and the invitation mailed with a link of its own; a person invited through a grant may not grant.",
  sample: () => ({ nome: 'Acompanhante Teste', email: 'acompanhante@example.test' }),
  handler: (ctx, input) => grantAccess(ctx, input),
});

const listar = defineService(contract.listGrants, {
  summary: "The booking's live access grants (who, when granted, when the link was last opened), for its own guest.",
  sample: () => ({}),
  handler: (ctx) => listGrants(ctx),
});

const revogar = defineService(contract.revokeAccess, {
  summary: "Revokes one of the booking's access grants: every token opened through it is refused at once.",
  sample: () => ({ id: 1 }),
  handler: (ctx, input) => revokeAccess(ctx, input.id),
});

const abrir = defineService(contract.openGrant, {
  summary: "The invitation link's code (codigo) for a booking token bound to its grant; an unknown or revoked code answers 404.",
  sample: () => ({ codigo: 'A'.repeat(43) }),
  handler: (ctx, input) => openGrant(ctx, input.codigo),
});

export const grantServices: AnyService[] = [conceder, listar, revogar, abrir];
