import type { Message } from '../../platform/messages';

/** Door keys' refusals and the key recording errors of spec section 8, each advising the reception. */
export const doorLockMessages: Record<string, Message> = {
  'doorLock.booking_not_found': {
    pt: 'Reserva não encontrada. Procure a recepção.',
    en: 'Booking not found. Please see the reception.',
    es: 'Reserva no encontrada. Diríjase a la recepción.',
    hospital: {
      pt: 'Atendimento não encontrado. Procure a recepção.',
      en: 'Appointment not found. Please see the reception.',
      es: 'Atención no encontrada. Diríjase a la recepción.',
    },
  },
  'doorLock.encode_not_found': {
    pt: 'Gravação de chave não encontrada.',
    en: 'Key encoding not found.',
    es: 'Grabación de llave no encontrada.',
  },
  'doorLock.invalid_stage': {
    pt: 'Não é possível gravar a chave: a reserva está cancelada ou encerrada. Procure a recepção.',
    en: 'The key cannot be encoded: the booking is cancelled or has ended. Please see the reception.',
    es: 'No es posible grabar la llave: la reserva está cancelada o finalizada. Diríjase a la recepción.',
    hospital: {
      pt: 'Não é possível gravar a chave: o atendimento está cancelado ou encerrado. Procure a recepção.',
      en: 'The key cannot be encoded: the appointment is cancelled or has ended. Please see the reception.',
      es: 'No es posible grabar la llave: la atención está cancelada o finalizada. Diríjase a la recepción.',
    },
  },
  'doorLock.entry_not_today': {
    pt: 'A chave só pode ser gravada a partir do dia da entrada. Procure a recepção.',
    en: 'The key can only be encoded from the day of arrival. Please see the reception.',
    es: 'La llave solo puede grabarse a partir del día de entrada. Diríjase a la recepción.',
    hospital: {
      pt: 'A chave só pode ser gravada a partir do dia da internação. Procure a recepção.',
      en: 'The key can only be encoded from the day of admission. Please see the reception.',
      es: 'La llave solo puede grabarse a partir del día de internación. Diríjase a la recepción.',
    },
  },
  'doorLock.not_checked_in': {
    pt: 'A chave só pode ser gravada depois do check-in. Procure a recepção.',
    en: 'The key can only be encoded after check-in. Please see the reception.',
    es: 'La llave solo puede grabarse después del check-in. Diríjase a la recepción.',
    hospital: {
      pt: 'A chave só pode ser gravada depois da admissão. Procure a recepção.',
      en: 'The key can only be encoded after admission. Please see the reception.',
      es: 'La llave solo puede grabarse después de la admisión. Diríjase a la recepción.',
    },
  },
  'doorLock.unpaid': {
    pt: 'A reserva tem pagamento pendente: a chave será gravada após o pagamento. Procure a recepção.',
    en: 'The booking has a payment due: the key is encoded after payment. Please see the reception.',
    es: 'La reserva tiene un pago pendiente: la llave se graba después del pago. Diríjase a la recepción.',
    hospital: {
      pt: 'O atendimento tem pagamento pendente: a chave será gravada após o pagamento. Procure a recepção.',
      en: 'The appointment has a payment due: the key is encoded after payment. Please see the reception.',
      es: 'La atención tiene un pago pendiente: la llave se graba después del pago. Diríjase a la recepción.',
    },
  },
  'doorLock.no_room': {
    pt: 'O quarto ainda não foi definido para gravar a chave. Procure a recepção.',
    en: 'The room has not been assigned yet, so the key cannot be encoded. Please see the reception.',
    es: 'La habitación aún no fue asignada para grabar la llave. Diríjase a la recepción.',
    hospital: {
      pt: 'O quarto ou leito ainda não foi definido para gravar a chave. Procure a recepção.',
      en: 'The room or bed has not been assigned yet, so the key cannot be encoded. Please see the reception.',
      es: 'La habitación o cama aún no fue asignada para grabar la llave. Diríjase a la recepción.',
    },
  },
  'doorLock.lease_lost': {
    pt: 'Esta gravação não está mais com este conector.',
    en: 'This encoding is no longer held by this connector.',
    es: 'Esta grabación ya no está con este conector.',
  },
  'doorLock.failed.lock_error': {
    pt: 'Erro ao processar a gravação da chave. Procure a recepção.',
    en: 'Error processing the key encoding. Please see the reception.',
    es: 'Error al procesar la grabación de la llave. Diríjase a la recepción.',
  },
  'doorLock.failed.timeout': {
    pt: 'Não foi possível concluir a gravação da chave. Procure a recepção.',
    en: 'The key encoding could not be completed. Please see the reception.',
    es: 'No fue posible completar la grabación de la llave. Diríjase a la recepción.',
  },
  'doorLock.connector_not_found': {
    pt: 'Conector não encontrado neste hotel.',
    en: 'Connector not found at this hotel.',
    es: 'Conector no encontrado en este hotel.',
    hospital: {
      pt: 'Conector não encontrado neste hospital.',
      en: 'Connector not found at this hospital.',
      es: 'Conector no encontrado en este hospital.',
    },
  },
  'doorLock.failed.room_unknown': {
    pt: 'Não foi possível concluir a gravação da chave: o quarto não existe no sistema de fechaduras. Procure a recepção.',
    en: 'The key encoding could not be completed: the room is unknown to the lock system. Please see the reception.',
    es: 'No fue posible completar la grabación de la llave: la habitación no existe en el sistema de cerraduras. Diríjase a la recepción.',
  },
  'doorLock.failed.max_recordings': {
    pt: 'Número máximo de gravações de chave atingido. Procure a recepção.',
    en: 'Maximum number of key recordings reached. Please see the reception.',
    es: 'Se alcanzó el número máximo de grabaciones de llave. Diríjase a la recepción.',
  },
  // Revoking the keys when the stay ends (decision 0078): what the desk reads on the booking's Keys tab.
  'doorLock.revoke_failed.lock_error': {
    pt: 'O sistema de fechaduras recusou a revogação das chaves. Revogue de novo ou revogue no sistema de fechaduras.',
    en: 'The lock system refused to revoke the keys. Revoke again or revoke them in the lock system.',
    es: 'El sistema de cerraduras rechazó la revocación de las llaves. Revoque de nuevo o revóquelas en el sistema de cerraduras.',
  },
  'doorLock.revoke_failed.timeout': {
    pt: 'O sistema de fechaduras não respondeu à revogação das chaves. Revogue de novo ou revogue no sistema de fechaduras.',
    en: 'The lock system did not answer the revocation of the keys. Revoke again or revoke them in the lock system.',
    es: 'El sistema de cerraduras no respondió a la revocación de las llaves. Revoque de nuevo o revóquelas en el sistema de cerraduras.',
  },
};
