import * as contract from '@gm/contracts/checkin/services';
import { fieldsUnder, forbidden } from '../../platform/errors';
import { type AnyService, defineService } from '../../platform/registry';
import { checkoutDetails, confirmCheckout } from './checkout';
import { finishWebCheckin } from './completion';
import { newPersonDetails, personDetails } from './details';
import { changePreferences, preferences } from './preferences';
import { alterPerson, createPersonForGuest, createPersonForStaff } from './profiles';
import { mergeProfiles, revealDocument } from './staff-profiles';
import { authenticatedPersonToken, bookingToken, legacyToken, personToken } from './tokens';

/** The guest web check-in's services (spec section 7 "Person and booking"); DetalhesReservaWebCheckinService is the bookings module's. */

const criarUsuario = defineService(contract.createPerson, {
  summary:
    'Creates or links a person (payload criarUsu; reply usuCriado.attributes {codPes, jwt}, pesCriada S new / N existing profile linked, wizardAction). ' +
    "Guest (booking token): fills a pending booking person (CODPESRES, or found by name among the pending guests), or adds a companion (novoAcompanhante, up to the hotel's " +
    'QTDMAXHOSPEDESRESERVA, default 10); a CPF/travel document with a profile needs the first-name confirmation (primeiroNome); rules: main guest adult, e-mail not used by ' +
    'another guest of the booking (unless PERMITEEMAILDUPLICADO = S) nor registered for someone else at the hotel. jwt: a token of that person. Staff (CHANGEINS novapessoa, /new/index): a new profile.',
  sample: () => ({ criarUsu: { nomeCompleto: 'Matriz Cadastro Teste', nacionalidade: 'BR' } }),
  async handler(ctx, input) {
    // The person rules name their field ('dataNasc'); in this input it sits under criarUsu.
    return fieldsUnder('criarUsu', () =>
      ctx.caller.kind === 'guest' ? createPersonForGuest(ctx, input.criarUsu) : createPersonForStaff(ctx, input.criarUsu),
    );
  },
});

const alterarPessoa = defineService(contract.changePerson, {
  summary:
    'Changes a person (payload alterarPessoa with codPes; absent fields kept, null clears): a guest only a pending person of their booking, staff any profile of the hotel. ' +
    'Same checks as CriarUsuarioService (birth date, CPF, phone by country with the AR rule, plate, CEP, country/state/IBGE city, e-mail rules).',
  async handler(ctx, input) {
    return fieldsUnder('alterarPessoa', () => alterPerson(ctx, input.alterarPessoa));
  },
});

const detalhesPessoa = defineService(contract.personDetails, {
  summary:
    'A person by codPes or CODPESRES (with the web check-in image keys and PMS registration), or by cpf/travelDocument (identification step). ' +
    'To a guest a document is data, not a key: with primeiroNome a one-time code goes to the e-mail of the matching profile, if any (same answer, codigoEnviado S, ' +
    'either way; limited per booking and per document); with codigo the profile comes back with jwt, a booking token that may reuse it. CPF and travel document ' +
    "are masked except on the caller's own person (RevelarDocumentoService for staff). Also through the legacy XML envelope.",
  sample: () => ({ cpf: '529.982.247-25' }),
  async handler(ctx, input) {
    return personDetails(ctx, input);
  },
});

const detalhesPessoaRecemCriada = defineService(contract.newPersonDetails, {
  summary:
    "The person just created (codPes) with its booking person's web check-in state and the wizardAction; a guest only a person of their booking. Also through the legacy XML envelope.",
  async handler(ctx, input) {
    return newPersonDetails(ctx, input.codPes);
  },
});

const finalizar = defineService(contract.finishWebCheckin, {
  summary:
    "Completes one booking person's web check-in: data complete (companions: name, birth date, nationality, document), document front, terms accepted (stored with the " +
    "signature key, term text, instant, IP, user agent), signature, minors' authorisation term, third-party card term - or apresentarNaRecepcao. The person turns done (webcheckin.changed). " +
    'Through a token staff minted at the desk the acceptance is recorded as staff-assisted, with the staff member.',
  async handler(ctx, input) {
    return finishWebCheckin(ctx, input);
  },
});

const mesclarPessoas = defineService(contract.mergeProfiles, {
  summary:
    'Merges a duplicate guest profile (mesclar) into the one kept (manter): both of the hotel and with the same CPF or travel document; the kept values win, its empty ' +
    "fields take the other's, the bookings move over, and the merged profile's last state is kept with who and when. Two different guest accounts are not merged.",
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw forbidden();
    return mergeProfiles(ctx, ctx.caller, input);
  },
});

const revelarDocumento = defineService(contract.revealDocument, {
  summary:
    'The full CPF and travel document of a profile (codPes) or booking person (CODPESRES), which every other reply masks (***.456.789-**). Needs TRIAL documentos ' +
    '(reception by default); every reveal is recorded with who, when and from where.',
  sample: (fx) => ({ CODPESRES: Number(fx.extra.bookingPersonId ?? 1) }),
  async handler(ctx, input) {
    if (ctx.caller.kind !== 'user') throw forbidden();
    return revealDocument(ctx, ctx.caller, input);
  },
});

const alterarPreferencias = defineService(contract.changePreferences, {
  summary:
    "Saves the stay's preferences (previsaoChegada HH:mm, tipoCama, andar, travesseiro, ocasiao, observacoes; absent kept): the booking token's guest or staff naming CODRES.",
  sample: (fx) => ({ CODRES: fx.bookingId, preferencias: { tipoCama: 'casal' } }),
  async handler(ctx, input) {
    return changePreferences(ctx, input);
  },
});

const detalhesPreferencias = defineService(contract.preferences, {
  summary: "The stay's preferences (/fill-preferences): the booking token's guest or staff naming CODRES.",
  sample: (fx) => ({ CODRES: fx.bookingId }),
  async handler(ctx, input) {
    return preferences(ctx, input.CODRES);
  },
});

const detalhesCheckout = defineService(contract.checkoutDetails, {
  summary:
    'The /checkout page: the stay (dates, nights, room type, daily rate, guests), whether the departure may be confirmed (only in house) or was confirmed, and when.',
  sample: (fx) => ({ CODRES: fx.bookingId }),
  async handler(ctx, input) {
    return checkoutDetails(ctx, input.CODRES);
  },
});

const confirmarCheckout = defineService(contract.confirmCheckout, {
  summary:
    'The guest confirms the departure on /checkout (booking in house; once): recorded with instant, IP and device, staff screens notified (checkout.changed).',
  async handler(ctx, input) {
    return confirmCheckout(ctx, input.CODRES, input.comentarios);
  },
});

const bookingTokenService = defineService(contract.bookingToken, {
  summary:
    "Booking search (query string or body: voucher, nome = a guest's first and last name, h = hotel link when there is no context token, finalidade checkin|checkout): " +
    'a booking token (4 h) that opens that booking only. Refusals: not found, no guest, invalid stage, expired or cancelled online check-in, no valid date.',
  sample: (fx) => ({ h: 'hotel-demo', voucher: fx.voucher, nome: 'Leakcheck Guestname' }),
  async handler(ctx, input) {
    return bookingToken(ctx, input);
  },
});

const personTokenService = defineService(contract.personToken, {
  summary:
    'Narrows access to one booking person (CODPESRES; staff also CODRES): a token that opens only that guest of the booking, e.g. to hand the wizard to a companion or a reception tablet.',
  async handler(ctx, input) {
    return personToken(ctx, input);
  },
});

const authenticatedPersonTokenService = defineService(contract.authenticatedPersonToken, {
  summary:
    "A signed-in guest (SUJEITO) gets a booking token for one of their own bookings (by the booking's e-mail or their linked profile; CODRES optional, else the next stay).",
  async handler(ctx, input) {
    return authenticatedPersonToken(ctx, input);
  },
});

const legacyTokenService = defineService(contract.legacyToken, {
  summary:
    "The legacy context: a hotel link code (h, query string or body) to the hotel's guest context token and context (as ContextoService).",
  sample: () => ({ h: 'hotel-demo' }),
  async handler(ctx, input) {
    return legacyToken(ctx, input);
  },
});

export const checkinServices: AnyService[] = [
  criarUsuario,
  alterarPessoa,
  detalhesPessoa,
  detalhesPessoaRecemCriada,
  finalizar,
  alterarPreferencias,
  mesclarPessoas,
  revelarDocumento,
  detalhesPreferencias,
  detalhesCheckout,
  confirmarCheckout,
  bookingTokenService,
  personTokenService,
  authenticatedPersonTokenService,
  legacyTokenService,
];
