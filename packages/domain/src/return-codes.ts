/**
 * The acquirer's return codes (the spec's LR; Cielo's ReturnCode), from PAYMENTS.md: the 2020 legacy
 * table, the current API's additional codes, the ABECS brand-specific codes and the cancellation codes.
 * A code picks the message and whether a retry is allowed; success is decided by Payment.Status.
 */
import { ACQUIRER_STATUS } from './invoice-state';

type Text = { pt: string; en: string; es: string };
type Locale = keyof Text;

/** Cielo "Permite retentativa": N never; R4/16 up to 4 times in 16 days; R+1d from the next day. */
export type RetryClass =
  | 'never'
  | 'up_to_4_in_16_days'
  | 'next_day'
  | 'after_30_min_query_first'
  | 'after_1_hour'
  | 'after_72_hours'
  | 'after_30_days'
  | 'allowed'
  | 'unstated';

/** What the payer is told to do: contact the issuing bank, review the data and retry, contact the store, retry later. */
export type Advice = 'none' | 'bank' | 'retry' | 'store' | 'later';

export const ADVICE_TEXT: Record<Exclude<Advice, 'none'>, Text> = {
  bank: {
    pt: 'Entre em contato com o banco emissor do cartão.',
    en: 'Please contact your card issuing bank.',
    es: 'Comuníquese con el banco emisor de la tarjeta.',
  },
  retry: {
    pt: 'Revise os dados e tente novamente.',
    en: 'Please review the data and try again.',
    es: 'Revise los datos e intente nuevamente.',
  },
  store: { pt: 'Entre em contato com o estabelecimento.', en: 'Please contact the store.', es: 'Comuníquese con el establecimiento.' },
  later: { pt: 'Tente novamente mais tarde.', en: 'Please try again later.', es: 'Intente nuevamente más tarde.' },
};

/** Why, in the payer's words. */
const REASONS = {
  approved: ['Transação autorizada', 'Transaction authorised', 'Transacción autorizada'],
  approved_abroad: [
    'Transação autorizada (cartão emitido no exterior)',
    'Transaction authorised (card issued abroad)',
    'Transacción autorizada (tarjeta emitida en el exterior)',
  ],
  authorised_capturable: ['Pagamento autorizado e reservado', 'Payment authorised and reserved', 'Pago autorizado y reservado'],
  captured: ['Pagamento confirmado', 'Payment confirmed', 'Pago confirmado'],
  cancel_ok: ['Cancelamento realizado', 'Cancellation completed', 'Cancelación realizada'],
  partial_cancel_ok: ['Cancelamento parcial realizado', 'Partial cancellation completed', 'Cancelación parcial realizada'],
  referred_fraud: [
    'Transação referida pelo emissor (suspeita de fraude)',
    'Transaction referred by the issuer (suspected fraud)',
    'Transacción referida por el emisor (sospecha de fraude)',
  ],
  merchant_registration: [
    'Transação não permitida: erro no cadastro do estabelecimento',
    'Transaction not allowed: merchant registration error',
    'Transacción no permitida: error en el registro del establecimiento',
  ],
  card_blocked: ['Cartão bloqueado pelo emissor', 'Card blocked by the issuer', 'Tarjeta bloqueada por el emisor'],
  do_not_honor: ['Transação não autorizada', 'Transaction not authorised', 'Transacción no autorizada'],
  card_cancelled: ['Cartão cancelado', 'Card cancelled', 'Tarjeta cancelada'],
  retain_card: [
    'Transação negada (condição especial do cartão)',
    'Transaction declined (special card condition)',
    'Transacción denegada (condición especial de la tarjeta)',
  ],
  invalid_cvv: ['Código de segurança (CVV) inválido', 'Invalid security code (CVV)', 'Código de seguridad (CVV) inválido'],
  invalid_transaction: [
    'Transação inválida: erro no cartão',
    'Invalid transaction: card error',
    'Transacción inválida: error en la tarjeta',
  ],
  invalid_amount: ['Valor da transação inválido', 'Invalid transaction amount', 'Monto de la transacción inválido'],
  invalid_card: ['Cartão inválido', 'Invalid card', 'Tarjeta inválida'],
  issuer_unavailable: ['Emissor do cartão indisponível', 'Card issuer unavailable', 'Emisor de la tarjeta no disponible'],
  try_again: [
    'Não foi possível concluir a transação agora',
    'The transaction could not be completed now',
    'No fue posible completar la transacción ahora',
  ],
  cancel_not_found: [
    'Falha no cancelamento: transação não encontrada',
    'Cancellation failed: transaction not found',
    'Falla en la cancelación: transacción no encontrada',
  ],
  invalid_installment_plan: ['Parcelamento inválido', 'Invalid installment plan', 'Plan de cuotas inválido'],
  invalid_installment_amount: ['Valor da parcela inválido', 'Invalid installment amount', 'Monto de la cuota inválido'],
  invalid_installments: ['Quantidade de parcelas inválida', 'Invalid number of installments', 'Cantidad de cuotas inválida'],
  missing_card_number: ['Número do cartão não enviado', 'Card number missing', 'Número de tarjeta no enviado'],
  file_unavailable: ['Serviço temporariamente indisponível', 'Service temporarily unavailable', 'Servicio temporalmente no disponible'],
  format_error: ['Transação recusada (erro de formato)', 'Transaction declined (format error)', 'Transacción rechazada (error de formato)'],
  issuer_error: ['Transação recusada pelo emissor', 'Transaction declined by the issuer', 'Transacción rechazada por el emisor'],
  card_lost: ['Cartão com restrição (perda)', 'Card reported lost', 'Tarjeta reportada como perdida'],
  card_stolen: ['Cartão com restrição (roubo)', 'Card reported stolen', 'Tarjeta reportada como robada'],
  insufficient_funds: ['Saldo ou limite insuficiente', 'Insufficient funds or limit', 'Saldo o límite insuficiente'],
  check_digit: ['Dígito verificador do cartão inválido', 'Invalid card check digit', 'Dígito verificador de la tarjeta inválido'],
  invalid_savings: ['Cartão poupança inválido', 'Invalid savings card', 'Tarjeta de ahorro inválida'],
  expired_card: ['Cartão vencido', 'Expired card', 'Tarjeta vencida'],
  invalid_pin: ['Senha inválida', 'Invalid PIN', 'Contraseña inválida'],
  not_permitted_card: [
    'Transação não permitida para o cartão',
    'Transaction not permitted for this card',
    'Transacción no permitida para la tarjeta',
  ],
  invalid_payment_option: ['Opção de pagamento não permitida', 'Payment option not allowed', 'Opción de pago no permitida'],
  suspected_fraud: [
    'Transação recusada (suspeita de fraude)',
    'Transaction declined (suspected fraud)',
    'Transacción rechazada (sospecha de fraude)',
  ],
  declined_generic: ['Transação não autorizada', 'Transaction declined', 'Transacción rechazada'],
  domestic_only: ['Cartão válido somente no país de emissão', 'Card restricted to domestic use', 'Tarjeta restringida al uso nacional'],
  security_violation: [
    'Transação recusada (violação de segurança)',
    'Transaction declined (security violation)',
    'Transacción rechazada (violación de seguridad)',
  ],
  below_issuer_minimum: [
    'Valor abaixo do mínimo exigido pelo emissor',
    'Amount below the issuer minimum',
    'Monto inferior al mínimo del emisor',
  ],
  count_limit: ['Quantidade de transações excedida', 'Transaction count limit exceeded', 'Cantidad de transacciones excedida'],
  blocked_today: ['Cartão bloqueado para compras hoje', 'Card blocked for purchases today', 'Tarjeta bloqueada para compras hoy'],
  limit_exceeded: ['Limite excedido ou sem saldo', 'Limit exceeded or no balance', 'Límite excedido o sin saldo'],
  cancel_insufficient_balance: [
    'Falha no cancelamento: saldo insuficiente',
    'Cancellation failed: insufficient balance',
    'Falla en la cancelación: saldo insuficiente',
  ],
  pin_expired: ['Senha vencida', 'PIN expired', 'Contraseña vencida'],
  pin_blocked: [
    'Senha bloqueada por excesso de tentativas',
    'PIN blocked after too many attempts',
    'Contraseña bloqueada por exceso de intentos',
  ],
  cancel_original_missing: [
    'Falha no cancelamento: transação original não encontrada',
    'Cancellation failed: original transaction not found',
    'Falla en la cancelación: transacción original no encontrada',
  ],
  card_not_unblocked: ['Cartão novo ainda não desbloqueado', 'New card not yet unblocked', 'Tarjeta nueva aún no desbloqueada'],
  date_mismatch: ['Data da transação divergente', 'Transaction date mismatch', 'Fecha de la transacción divergente'],
  pin_control_error: ['Erro no controle de senha', 'PIN control error', 'Error en el control de contraseña'],
  operation_failure: [
    'Transação não permitida: falha na operação',
    'Transaction not allowed: operation failure',
    'Transacción no permitida: falla en la operación',
  ],
  encryption_failure: ['Falha na criptografia dos dados', 'Data encryption failure', 'Falla en el cifrado de los datos'],
  transaction_error: ['Erro na transação', 'Transaction error', 'Error en la transacción'],
  communication_timeout: ['Tempo de comunicação esgotado', 'Communication timeout', 'Tiempo de comunicación agotado'],
  rule_violation: [
    'Transação recusada (violação de regra)',
    'Transaction declined (rule violation)',
    'Transacción rechazada (violación de regla)',
  ],
  duplicate: ['Transação duplicada', 'Duplicate transaction', 'Transacción duplicada'],
  processing_failure: ['Falha no processamento', 'Processing failure', 'Falla en el procesamiento'],
  amount_not_allowed: [
    'Valor não permitido para esta transação',
    'Amount not allowed for this transaction',
    'Monto no permitido para esta transacción',
  ],
  system_unavailable: [
    'Sistema ou comunicação indisponível',
    'System or communication unavailable',
    'Sistema o comunicación no disponible',
  ],
  cancel_timeout: ['Tempo esgotado no cancelamento', 'Cancellation timeout', 'Tiempo agotado en la cancelación'],
  debit_as_credit: ['Cartão de débito usado como crédito', 'Debit card used as credit', 'Tarjeta de débito usada como crédito'],
  credit_as_debit: ['Cartão de crédito usado como débito', 'Credit card used as debit', 'Tarjeta de crédito usada como débito'],
  auth_not_performed: ['Autenticação não realizada', 'Authentication not performed', 'Autenticación no realizada'],
  private_label_only: [
    'Transação permitida somente para cartão Private Label',
    'Private Label cards only',
    'Solo se permiten tarjetas Private Label',
  ],
  invalid_data: ['Dados inválidos', 'Invalid data', 'Datos inválidos'],
  daily_limit: ['Limite diário excedido', 'Daily limit exceeded', 'Límite diario excedido'],
  card_or_account_blocked: ['Cartão ou conta bloqueada', 'Card or account blocked', 'Tarjeta o cuenta bloqueada'],
  account_missing: ['Conta corrente inexistente', 'Checking account does not exist', 'Cuenta corriente inexistente'],
  partner_incomplete: ['Integração do parceiro não concluída', 'Partner integration incomplete', 'Integración del socio no concluida'],
  data_validation: ['Falha na validação dos dados', 'Data validation failure', 'Falla en la validación de los datos'],
  card_failure: ['Falha no cartão ou cartão inválido', 'Card failure or invalid card', 'Falla en la tarjeta o tarjeta inválida'],
  below_min_installment: [
    'Valor mínimo da parcela é R$ 5,00',
    'The minimum installment is R$ 5.00',
    'El valor mínimo de la cuota es R$ 5,00',
  ],
  call_issuer: [
    'Transação recusada: contate o emissor',
    'Transaction declined: call the issuer',
    'Transacción rechazada: contacte al emisor',
  ],
  call_amex: [
    'Transação recusada: contate a American Express',
    'Transaction declined: call American Express',
    'Transacción rechazada: contacte a American Express',
  ],
  wait_contact: [
    'Transação em análise preventiva pela adquirente',
    'Transaction held for preventive review by the acquirer',
    'Transacción en análisis preventivo por la adquirente',
  ],
  contact_acquirer: [
    'Transação não permitida: contate a adquirente',
    'Transaction not allowed: contact the acquirer',
    'Transacción no permitida: contacte a la adquirente',
  ],
  invalid_operation_code: ['Código de operação inválido', 'Invalid operation code', 'Código de operación inválido'],
  wrong_option: ['Opção selecionada incorreta', 'Wrong option selected', 'Opción seleccionada incorrecta'],
  option_not_enabled: ['Opção não habilitada', 'Option not enabled', 'Opción no habilitada'],
  stop_recurring: [
    'Pagamentos recorrentes suspensos pelo portador',
    'Recurring payments stopped by the cardholder',
    'Pagos recurrentes suspendidos por el titular',
  ],
  fraud_velocity: [
    'Transação recusada pela análise de risco',
    'Transaction rejected by risk analysis',
    'Transacción rechazada por el análisis de riesgo',
  ],
  operation_failure_query: [
    'Falha na operação: consulte a transação antes de repetir',
    'Operation failure: query the sale before retrying',
    'Falla en la operación: consulte la transacción antes de repetir',
  ],
  wait_previous: [
    'Aguarde a resposta da operação anterior',
    'Wait for the previous operation',
    'Espere la respuesta de la operación anterior',
  ],
  cancel_query_failure: [
    'Falha no cancelamento ou na consulta',
    'Cancellation or query failure',
    'Falla en la cancelación o en la consulta',
  ],
  account_closed: ['Conta encerrada', 'Account closed', 'Cuenta cerrada'],
  debit_not_supported: ['Cartão não permite débito', 'Card cannot do debit', 'La tarjeta no permite débito'],
  incorrect_data: ['Dados incorretos', 'Incorrect data', 'Datos incorrectos'],
  invalid_period: ['Período inválido', 'Invalid period', 'Período inválido'],
  ip_not_allowed: [
    'Transação recusada: IP não permitido',
    'Transaction declined: IP not allowed',
    'Transacción rechazada: IP no permitida',
  ],
  brute_force: ['Transação bloqueada por tentativas excessivas', 'Blocked after excessive attempts', 'Bloqueada por intentos excesivos'],
  retry_after_30_days: [
    'Transação não permitida: tente após 30 dias',
    'Not allowed: retry after 30 days',
    'No permitida: intente después de 30 días',
  ],
  retry_after_72_hours: [
    'Transação não permitida: tente após 72 horas',
    'Not allowed: retry after 72 hours',
    'No permitida: intente después de 72 horas',
  ],
  recurring_cancelled: ['Pagamento recorrente cancelado', 'Recurring payment cancelled', 'Pago recurrente cancelado'],
  cancel_pending: [
    'Cancelamento com os mesmos dados já em andamento',
    'A cancellation with the same data is pending',
    'Una cancelación con los mismos datos está en curso',
  ],
  already_cancelled: [
    'Transação já cancelada ou em disputa',
    'Already cancelled or under chargeback',
    'Transacción ya cancelada o en disputa',
  ],
  cancel_deadline: ['Prazo de cancelamento expirado', 'Cancellation deadline passed', 'Plazo de cancelación vencido'],
  cancel_status: [
    'A situação da transação não permite o cancelamento',
    'The transaction status does not allow cancellation',
    'El estado de la transacción no permite la cancelación',
  ],
  cancel_above_original: [
    'Valor do cancelamento maior que o original',
    'Cancellation above the original amount',
    'Monto de cancelación mayor que el original',
  ],
  cancel_failed: [
    'Cancelamento não realizado ou em andamento',
    'Cancellation failed or in progress',
    'Cancelación no realizada o en curso',
  ],
  preauth_not_found: ['Pré-autorização não encontrada', 'Pre-authorisation not found', 'Preautorización no encontrada'],
  cancel_undone: ['Cancelamento desfeito', 'Cancellation undone', 'Cancelación deshecha'],
  unknown: ['Transação não autorizada', 'Transaction not authorised', 'Transacción no autorizada'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type ReturnReason = keyof typeof REASONS;

export interface ReturnCodeEntry {
  /** The code as normalised for lookup ('05' -> '5', 'bp 171' -> 'BP171'). */
  code: string;
  reason: ReturnReason;
  retry: RetryClass;
  advice: Advice;
  /** An approval code (00/0, 11, 4, 6): still only a success when Payment.Status says so. */
  approval?: boolean;
  /** Only ever answered to a cancellation (void); never the outcome of a sale. */
  cancellationOnly?: boolean;
}

type Row = [codes: string, reason: ReturnReason, retry: RetryClass, advice: Advice, flags?: 'approval' | 'cancel'];

const N: RetryClass = 'never';
const R4: RetryClass = 'up_to_4_in_16_days';
const D1: RetryClass = 'next_day';

/** The 2020 legacy table (the spec's LR), then the current API's additions. Codes separated by spaces share a row. */
const ROWS: Row[] = [
  ['00', 'approved', N, 'none', 'approval'],
  ['01 02', 'referred_fraud', N, 'bank'],
  ['03', 'merchant_registration', N, 'store'],
  ['04', 'card_blocked', N, 'bank'],
  ['05', 'do_not_honor', R4, 'bank'],
  ['06', 'card_cancelled', N, 'bank'],
  ['07 FD', 'retain_card', N, 'bank'],
  ['08 N7', 'invalid_cvv', N, 'retry'],
  ['09', 'partial_cancel_ok', N, 'none', 'cancel'],
  ['11', 'approved_abroad', N, 'none', 'approval'],
  ['12', 'invalid_transaction', N, 'bank'],
  ['13 JB', 'invalid_amount', N, 'store'],
  ['14 BM', 'invalid_card', N, 'retry'],
  ['15', 'issuer_unavailable', N, 'bank'],
  ['19 AE', 'try_again', R4, 'later'],
  ['21', 'cancel_not_found', N, 'store', 'cancel'],
  ['22', 'invalid_installment_plan', N, 'retry'],
  ['23', 'invalid_installment_amount', N, 'retry'],
  ['24', 'invalid_installments', N, 'retry'],
  ['25', 'missing_card_number', R4, 'retry'],
  ['28', 'file_unavailable', R4, 'later'],
  ['30', 'format_error', N, 'retry'],
  ['39', 'issuer_error', N, 'bank'],
  ['41', 'card_lost', N, 'bank'],
  ['43', 'card_stolen', N, 'bank'],
  ['51', 'insufficient_funds', D1, 'bank'],
  ['52', 'check_digit', N, 'retry'],
  ['53', 'invalid_savings', N, 'bank'],
  ['54 BV', 'expired_card', N, 'retry'],
  ['55', 'invalid_pin', N, 'retry'],
  ['57 DS EK', 'not_permitted_card', R4, 'bank'],
  ['58', 'invalid_payment_option', N, 'store'],
  ['59', 'suspected_fraud', N, 'bank'],
  ['60', 'declined_generic', R4, 'bank'],
  ['61', 'issuer_unavailable', R4, 'later'],
  ['62', 'domestic_only', D1, 'bank'],
  ['63', 'security_violation', N, 'bank'],
  ['64', 'below_issuer_minimum', N, 'bank'],
  ['65', 'count_limit', R4, 'bank'],
  ['67', 'blocked_today', D1, 'bank'],
  ['70 DM', 'limit_exceeded', D1, 'bank'],
  ['72', 'cancel_insufficient_balance', N, 'store', 'cancel'],
  ['74', 'pin_expired', N, 'bank'],
  ['75', 'pin_blocked', N, 'bank'],
  ['76 77', 'cancel_original_missing', N, 'store', 'cancel'],
  ['78', 'card_not_unblocked', N, 'bank'],
  ['80 FE', 'date_mismatch', N, 'retry'],
  ['82', 'invalid_card', N, 'retry'],
  ['83', 'pin_control_error', N, 'bank'],
  ['85 86 90 AF AG BD', 'operation_failure', N, 'store'],
  ['88', 'encryption_failure', N, 'retry'],
  ['89', 'transaction_error', R4, 'retry'],
  ['91', 'issuer_unavailable', R4, 'later'],
  ['92 AA', 'communication_timeout', R4, 'later'],
  ['93', 'rule_violation', N, 'store'],
  ['94', 'duplicate', N, 'store'],
  ['96', 'processing_failure', R4, 'later'],
  ['97', 'amount_not_allowed', N, 'store'],
  ['98', 'system_unavailable', R4, 'later'],
  ['99 999', 'system_unavailable', D1, 'later'],
  ['475', 'cancel_timeout', N, 'store', 'cancel'],
  ['AC', 'debit_as_credit', N, 'retry'],
  ['AH', 'credit_as_debit', N, 'retry'],
  ['AI', 'auth_not_performed', N, 'retry'],
  ['AJ', 'private_label_only', N, 'store'],
  ['AV', 'invalid_data', R4, 'retry'],
  ['BL', 'daily_limit', D1, 'bank'],
  ['BN', 'card_or_account_blocked', N, 'bank'],
  ['BO', 'operation_failure', R4, 'store'],
  ['BP', 'account_missing', N, 'bank'],
  ['BP176', 'partner_incomplete', 'unstated', 'store'],
  ['CF CG DA DQ KA U3', 'data_validation', N, 'retry'],
  ['DF', 'card_failure', R4, 'retry'],
  // Legacy: daily limit exceeded (R+1d); the current docs read it as installments above the allowed.
  ['EB', 'daily_limit', D1, 'bank'],
  ['EE', 'below_min_installment', N, 'retry'],
  ['FA', 'declined_generic', N, 'bank'],
  ['FC', 'call_issuer', N, 'bank'],
  ['FF', 'cancel_ok', N, 'none', 'cancel'],
  ['FG', 'call_amex', N, 'bank'],
  ['GA', 'wait_contact', N, 'store'],
  ['GD', 'contact_acquirer', 'unstated', 'store'],
  ['HJ IA', 'invalid_operation_code', N, 'store'],
  ['KB', 'wrong_option', N, 'retry'],
  ['KE', 'option_not_enabled', N, 'store'],
  ['R1', 'do_not_honor', R4, 'bank'],
  // The current API's "other codes" not in the legacy table.
  ['79', 'not_permitted_card', N, 'bank'],
  ['6P', 'invalid_data', R4, 'retry'],
  ['BP171', 'fraud_velocity', 'after_1_hour', 'later'],
  ['BP900 BP901', 'operation_failure_query', 'after_30_min_query_first', 'later'],
  ['BP902', 'wait_previous', 'allowed', 'later'],
  ['BP903 BP904', 'cancel_query_failure', 'allowed', 'later'],
  ['BR', 'account_closed', N, 'bank'],
  ['C1', 'debit_not_supported', N, 'retry'],
  ['C2', 'incorrect_data', N, 'retry'],
  ['C3', 'invalid_period', N, 'retry'],
  ['GF', 'ip_not_allowed', N, 'store'],
  ['GT GK', 'brute_force', N, 'store'],
  ['NR', 'retry_after_30_days', 'after_30_days', 'bank'],
  ['RP', 'retry_after_72_hours', 'after_72_hours', 'bank'],
  ['SC', 'recurring_cancelled', N, 'bank'],
];

/** The current API's success codes (4 authorised-capturable, 6 captured), read only with a success status. */
const CURRENT_SUCCESS: Record<string, ReturnReason> = { '0': 'approved', '4': 'authorised_capturable', '6': 'captured' };

/** ABECS brand-specific codes: the same code means something else for one brand. */
const BRAND_ROWS: Record<string, Row[]> = {
  Visa: [
    ['R0 R1 R3', 'stop_recurring', N, 'bank'],
    ['07', 'suspected_fraud', N, 'bank'],
  ],
  Master: [
    ['82', 'call_issuer', N, 'bank'],
    ['83', 'suspected_fraud', N, 'bank'],
    ['04', 'suspected_fraud', N, 'bank'],
  ],
  Amex: [
    ['A5', 'insufficient_funds', D1, 'bank'],
    ['A1', 'issuer_unavailable', R4, 'later'],
    ['AE', 'processing_failure', R4, 'later'],
  ],
};

/** Cancellation (void) answers ("Códigos de Retorno de Cancelamento"). */
const CANCEL_ROWS: Row[] = [
  ['0 9', 'cancel_ok', N, 'none', 'cancel'],
  ['3', 'cancel_not_found', N, 'store', 'cancel'],
  ['10 223', 'cancel_pending', N, 'later', 'cancel'],
  ['17 42 130', 'already_cancelled', N, 'store', 'cancel'],
  ['40 101', 'cancel_deadline', N, 'store', 'cancel'],
  ['41', 'cancel_status', N, 'store', 'cancel'],
  ['43 55 56 72 76', 'cancel_insufficient_balance', N, 'store', 'cancel'],
  ['51 102', 'cancel_above_original', N, 'store', 'cancel'],
  ['57 99', 'processing_failure', 'allowed', 'later', 'cancel'],
  ['97', 'system_unavailable', 'allowed', 'later', 'cancel'],
  ['98 504', 'communication_timeout', 'allowed', 'later', 'cancel'],
  ['475 476 477', 'cancel_failed', N, 'later', 'cancel'],
  ['576', 'preauth_not_found', N, 'store', 'cancel'],
  ['9016', 'cancel_undone', N, 'store', 'cancel'],
];

/** '00' and '0' are one code; letters upper-cased; spaces removed ('bp 171' -> 'BP171'). */
export function normaliseReturnCode(code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const c = String(code).replace(/\s+/g, '').toUpperCase();
  if (!c) return null;
  if (/^\d+$/.test(c)) return String(Number(c));
  return c;
}

function index(rows: Row[]): Map<string, ReturnCodeEntry> {
  const map = new Map<string, ReturnCodeEntry>();
  for (const [codes, reason, retry, advice, flag] of rows) {
    for (const raw of codes.split(' ')) {
      const code = normaliseReturnCode(raw)!;
      map.set(code, {
        code,
        reason,
        retry,
        advice,
        ...(flag === 'approval' ? { approval: true } : {}),
        ...(flag === 'cancel' ? { cancellationOnly: true } : {}),
      });
    }
  }
  return map;
}

const TABLE = index(ROWS);
const CANCEL_TABLE = index(CANCEL_ROWS);
const BRAND_TABLES = Object.fromEntries(Object.entries(BRAND_ROWS).map(([b, rows]) => [b, index(rows)])) as Record<
  string,
  Map<string, ReturnCodeEntry>
>;

/** Every code of the table (normalised), for tests and documentation. */
export function knownReturnCodes(): string[] {
  return [...TABLE.keys()];
}

export interface LookupContext {
  /** Payment.Status of the answer, when known: an approval code counts only with a success status. */
  status?: number | null;
  /** The card brand: ABECS codes differ per brand (e.g. Visa R1 = stop recurring payments). */
  brand?: string | null;
  /** 'void' reads the cancellation table; a sale never shows a cancellation-only meaning. */
  operation?: 'sale' | 'capture' | 'void';
}

const GENERIC_DECLINE: Omit<ReturnCodeEntry, 'code'> = { reason: 'declined_generic', retry: 'unstated', advice: 'bank' };

export function lookupReturnCode(code: string | number | null | undefined, ctx: LookupContext = {}): ReturnCodeEntry {
  const c = normaliseReturnCode(code) ?? '';
  const success = ctx.status === ACQUIRER_STATUS.Authorized || ctx.status === ACQUIRER_STATUS.PaymentConfirmed;
  if (success && CURRENT_SUCCESS[c]) return { code: c, reason: CURRENT_SUCCESS[c]!, retry: 'never', advice: 'none', approval: true };
  if (ctx.operation === 'void') {
    const cancel = CANCEL_TABLE.get(c);
    if (cancel) return cancel;
  }
  const brand = ctx.brand ? BRAND_TABLES[ctx.brand]?.get(c) : undefined;
  if (brand) return brand;
  const entry = TABLE.get(c);
  if (!entry) return { code: c, ...(c === '' ? GENERIC_DECLINE : { ...GENERIC_DECLINE, reason: 'unknown' as const }) };
  // A cancellation-only code on a sale (e.g. the sandbox's 77) reads as a plain decline.
  if (entry.cancellationOnly && ctx.operation !== 'void' && !success) return { ...entry, reason: 'declined_generic', advice: 'bank' };
  return entry;
}

export function reasonText(reason: ReturnReason, locale: Locale = 'pt'): string {
  const [pt, en, es] = REASONS[reason];
  return { pt, en, es }[locale];
}

/** The message a payer reads for a code: the reason, then what to do ('Transação não autorizada. Entre em contato...'). */
export function returnCodeMessage(code: string | number | null | undefined, locale: Locale = 'pt', ctx: LookupContext = {}): string {
  const e = lookupReturnCode(code, ctx);
  const reason = reasonText(e.reason, locale);
  return e.advice === 'none' ? `${reason}.` : `${reason}. ${ADVICE_TEXT[e.advice][locale]}`;
}

/** Whether a code is one of the approval codes (legacy 00/11, current 4/6); success is still decided by Status. */
export function isApprovalCode(code: string | number | null | undefined): boolean {
  const c = normaliseReturnCode(code);
  return c === '0' || c === '11' || c === '4' || c === '6';
}

/** FF (legacy) and 9 (current, with Status 10) report a cancellation; never an authorisation. */
export function isCancellationOk(code: string | number | null | undefined, status?: number | null): boolean {
  const c = normaliseReturnCode(code);
  if (c === 'FF') return true;
  if (c === '9' || c === '0') return status === ACQUIRER_STATUS.Voided || status === ACQUIRER_STATUS.Refunded;
  return false;
}

/** Whether the payer may try the same card again now (never for N; the rest after their wait). */
export function retryAllowedNow(code: string | number | null | undefined, ctx: LookupContext = {}): boolean {
  const r = lookupReturnCode(code, ctx).retry;
  return r === 'up_to_4_in_16_days' || r === 'allowed';
}
