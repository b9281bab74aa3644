import { type Message, wordedCatalogue } from '../../platform/messages';

/**
 * The bookings module's user-facing texts (spec section 8 for the toasts), pt/en/es, with the hospital
 * wording (atendimento, paciente) where it differs. Rules throw the plain key; the edge words a refusal for the
 * request's hotel and answers a hospital's with the '<key>.hospital' code (platform/messages.ts).
 */
const messages: Record<string, Message> = {
  'bookings.created': {
    pt: 'Reserva criada com sucesso!',
    en: 'Booking created successfully!',
    es: '¡Reserva creada con éxito!',
    hospital: { pt: 'Atendimento criado com sucesso!', en: 'Appointment created successfully!', es: '¡Atención creada con éxito!' },
  },
  'bookings.updated': {
    pt: 'Reserva alterada com sucesso!',
    en: 'Booking updated successfully!',
    es: '¡Reserva modificada con éxito!',
    hospital: { pt: 'Atendimento alterado com sucesso!', en: 'Appointment updated successfully!', es: '¡Atención modificada con éxito!' },
  },
  'bookings.checked_in': {
    pt: 'Check-in realizado com sucesso!',
    en: 'Check-in completed successfully!',
    es: '¡Check-in realizado con éxito!',
    hospital: {
      pt: 'Entrada do atendimento realizada com sucesso!',
      en: 'Appointment started successfully!',
      es: '¡Entrada de la atención realizada con éxito!',
    },
  },
  'bookings.checkout_postponed': {
    pt: 'Data de check-out alterada com sucesso!',
    en: 'Check-out date changed successfully!',
    es: '¡Fecha de check-out modificada con éxito!',
    hospital: {
      pt: 'Fim do atendimento adiado com sucesso!',
      en: 'Appointment end postponed successfully!',
      es: '¡Fin de la atención aplazado con éxito!',
    },
  },
  'bookings.checked_out': {
    pt: 'Check-out realizado com sucesso!',
    en: 'Check-out completed successfully!',
    es: '¡Check-out realizado con éxito!',
    hospital: {
      pt: 'Atendimento finalizado com sucesso!',
      en: 'Appointment finished successfully!',
      es: '¡Atención finalizada con éxito!',
    },
  },
  'bookings.synced': {
    pt: 'Reserva sincronizada com sucesso!',
    en: 'Booking synced successfully!',
    es: '¡Reserva sincronizada con éxito!',
    hospital: {
      pt: 'Atendimento sincronizado com sucesso!',
      en: 'Appointment synced successfully!',
      es: '¡Atención sincronizada con éxito!',
    },
  },
  'bookings.registration_synced': { pt: 'Marcado como sincronizado!', en: 'Marked as synced!', es: '¡Marcado como sincronizado!' },
  'bookings.released': {
    pt: 'Cadastro enviado ao PMS. Aguardando confirmação.',
    en: 'Registration sent to the PMS. Awaiting confirmation.',
    es: 'Registro enviado al PMS. Esperando confirmación.',
  },
  'bookings.not_found': {
    pt: 'Reserva não encontrada.',
    en: 'Booking not found.',
    es: 'Reserva no encontrada.',
    hospital: { pt: 'Atendimento não encontrado.', en: 'Appointment not found.', es: 'Atención no encontrada.' },
  },
  'bookings.voucher_taken': {
    pt: 'Já existe uma reserva com o voucher {{voucher}} neste hotel.',
    en: 'A booking with voucher {{voucher}} already exists at this hotel.',
    es: 'Ya existe una reserva con el voucher {{voucher}} en este hotel.',
    hospital: {
      pt: 'Já existe um atendimento com o voucher {{voucher}} nesta instituição.',
      en: 'An appointment with voucher {{voucher}} already exists at this institution.',
      es: 'Ya existe una atención con el voucher {{voucher}} en esta institución.',
    },
  },
  'bookings.already_checked_in': {
    pt: 'O check-in desta reserva já foi realizado.',
    en: 'This booking is already checked in.',
    es: 'El check-in de esta reserva ya fue realizado.',
    hospital: {
      pt: 'A entrada deste atendimento já foi realizada.',
      en: 'This appointment has already started.',
      es: 'La entrada de esta atención ya fue realizada.',
    },
  },
  'bookings.already_checked_out': {
    pt: 'O check-out desta reserva já foi realizado.',
    en: 'This booking is already checked out.',
    es: 'El check-out de esta reserva ya fue realizado.',
    hospital: {
      pt: 'Este atendimento já foi finalizado.',
      en: 'This appointment has already finished.',
      es: 'Esta atención ya fue finalizada.',
    },
  },
  'bookings.cancelled': {
    pt: 'Esta reserva está cancelada.',
    en: 'This booking is cancelled.',
    es: 'Esta reserva está cancelada.',
    hospital: { pt: 'Este atendimento está cancelado.', en: 'This appointment is cancelled.', es: 'Esta atención está cancelada.' },
  },
  'bookings.not_checked_in': {
    pt: 'O check-in desta reserva ainda não foi realizado.',
    en: 'This booking is not checked in yet.',
    es: 'El check-in de esta reserva aún no fue realizado.',
    hospital: {
      pt: 'A entrada deste atendimento ainda não foi realizada.',
      en: 'This appointment has not started yet.',
      es: 'La entrada de esta atención aún no fue realizada.',
    },
  },
  'bookings.edit_in_house': {
    pt: 'Reserva em check-in: altere a data de check-out ou os hóspedes pela tela de check-in.',
    en: 'Booking checked in: change the check-out date or the guests from the check-in screen.',
    es: 'Reserva en check-in: modifique la fecha de check-out o los huéspedes desde la pantalla de check-in.',
    hospital: {
      pt: 'Atendimento em andamento: altere a data de saída ou os pacientes pela tela de entrada.',
      en: 'Appointment in progress: change the end date or the patients from the start screen.',
      es: 'Atención en curso: modifique la fecha de salida o los pacientes desde la pantalla de entrada.',
    },
  },
  'bookings.checkin_fields_locked': {
    pt: 'No check-in só a data de check-out e os hóspedes podem ser alterados.',
    en: 'At check-in only the check-out date and the guests can be changed.',
    es: 'En el check-in solo se pueden modificar la fecha de check-out y los huéspedes.',
    hospital: {
      pt: 'Na entrada do atendimento só a data de saída e os pacientes podem ser alterados.',
      en: 'When starting the appointment only the end date and the patients can be changed.',
      es: 'En la entrada de la atención solo se pueden modificar la fecha de salida y los pacientes.',
    },
  },
  'bookings.checkout_balance_changed': {
    pt: 'O saldo devedor desta reserva mudou: agora é {{amount}}. Confira antes de fazer o check-out.',
    en: 'The balance due on this booking changed: it is now {{amount}}. Check it before the check-out.',
    es: 'El saldo pendiente de esta reserva cambió: ahora es {{amount}}. Revíselo antes del check-out.',
    hospital: {
      pt: 'O saldo devedor deste atendimento mudou: agora é {{amount}}. Confira antes de finalizar o atendimento.',
      en: 'The balance due on this appointment changed: it is now {{amount}}. Check it before finishing the appointment.',
      es: 'El saldo pendiente de esta atención cambió: ahora es {{amount}}. Revíselo antes de finalizar la atención.',
    },
  },
  'bookings.checkout_fields_locked': {
    pt: 'Só a data de check-out pode ser alterada.',
    en: 'Only the check-out date can be changed.',
    es: 'Solo se puede modificar la fecha de check-out.',
    hospital: {
      pt: 'Só a data de fim do atendimento pode ser alterada.',
      en: 'Only the end date can be changed.',
      es: 'Solo se puede modificar la fecha de fin de la atención.',
    },
  },
  'bookings.checkout_before_checkin': {
    pt: 'A data de check-out não pode ser anterior à data de check-in.',
    en: 'The check-out date cannot be before the check-in date.',
    es: 'La fecha de check-out no puede ser anterior a la fecha de check-in.',
    hospital: {
      pt: 'A data de saída não pode ser anterior à data de entrada.',
      en: 'The end date cannot be before the start date.',
      es: 'La fecha de salida no puede ser anterior a la fecha de entrada.',
    },
  },
  'bookings.person_not_in_booking': {
    pt: 'Hóspede não pertence a esta reserva.',
    en: 'This guest does not belong to this booking.',
    es: 'El huésped no pertenece a esta reserva.',
    hospital: {
      pt: 'Paciente não pertence a este atendimento.',
      en: 'This patient does not belong to this appointment.',
      es: 'El paciente no pertenece a esta atención.',
    },
  },
  'bookings.person_has_webcheckin': {
    pt: 'Não é possível remover {{name}}: o hóspede já fez o check-in online.',
    en: '{{name}} cannot be removed: the guest has already checked in online.',
    es: 'No es posible quitar a {{name}}: el huésped ya hizo el check-in en línea.',
    hospital: {
      pt: 'Não é possível remover {{name}}: o paciente já fez o check-in online.',
      en: '{{name}} cannot be removed: the patient has already checked in online.',
      es: 'No es posible quitar a {{name}}: el paciente ya hizo el check-in en línea.',
    },
  },
  'bookings.map_disabled': {
    pt: 'O mapa de reservas não está habilitado para este hotel.',
    en: 'The reservations map is not enabled for this hotel.',
    es: 'El mapa de reservas no está habilitado para este hotel.',
  },
  'bookings.registration_not_found': {
    pt: 'Cadastro pendente não encontrado.',
    en: 'Pending registration not found.',
    es: 'Registro pendiente no encontrado.',
  },
  'bookings.registration_done': {
    pt: 'O cadastro de {{name}} já está registrado no PMS.',
    en: "{{name}}'s registration is already recorded in the PMS.",
    es: 'El registro de {{name}} ya está registrado en el PMS.',
  },
  'bookings.no_guest_to_release': {
    pt: 'Nenhum hóspede com check-in online concluído para enviar ao PMS.',
    en: 'No guest with a completed online check-in to send to the PMS.',
    es: 'Ningún huésped con check-in en línea concluido para enviar al PMS.',
    hospital: {
      pt: 'Nenhum paciente com check-in online concluído para enviar ao PMS.',
      en: 'No patient with a completed online check-in to send to the PMS.',
      es: 'Ningún paciente con check-in en línea concluido para enviar al PMS.',
    },
  },
  // Activity descriptions (/operation/activity).
  'bookings.event.created': {
    pt: 'Reserva criada',
    en: 'Booking created',
    es: 'Reserva creada',
    hospital: { pt: 'Atendimento criado', en: 'Appointment created', es: 'Atención creada' },
  },
  'bookings.event.updated': {
    pt: 'Reserva alterada',
    en: 'Booking updated',
    es: 'Reserva modificada',
    hospital: { pt: 'Atendimento alterado', en: 'Appointment updated', es: 'Atención modificada' },
  },
  'bookings.event.imported': {
    pt: 'Reserva recebida do PMS',
    en: 'Booking received from the PMS',
    es: 'Reserva recibida del PMS',
    hospital: { pt: 'Atendimento recebido do PMS', en: 'Appointment received from the PMS', es: 'Atención recibida del PMS' },
  },
  'bookings.event.cancelled': {
    pt: 'Reserva cancelada',
    en: 'Booking cancelled',
    es: 'Reserva cancelada',
    hospital: { pt: 'Atendimento cancelado', en: 'Appointment cancelled', es: 'Atención cancelada' },
  },
  'bookings.event.checked_in': {
    pt: 'Check-in realizado',
    en: 'Checked in',
    es: 'Check-in realizado',
    hospital: { pt: 'Entrada do atendimento', en: 'Appointment started', es: 'Entrada de la atención' },
  },
  'bookings.event.checkout_postponed': {
    pt: 'Check-out adiado',
    en: 'Check-out postponed',
    es: 'Check-out aplazado',
    hospital: { pt: 'Fim do atendimento adiado', en: 'Appointment end postponed', es: 'Fin de la atención aplazado' },
  },
  'bookings.event.checked_out': {
    pt: 'Check-out realizado',
    en: 'Checked out',
    es: 'Check-out realizado',
    hospital: { pt: 'Atendimento finalizado', en: 'Appointment finished', es: 'Atención finalizada' },
  },
  'bookings.event.synced': {
    pt: 'Reserva sincronizada',
    en: 'Booking synced',
    es: 'Reserva sincronizada',
    hospital: { pt: 'Atendimento sincronizado', en: 'Appointment synced', es: 'Atención sincronizada' },
  },
  'bookings.event.registration_released': {
    pt: 'Cadastro enviado ao PMS',
    en: 'Registration sent to the PMS',
    es: 'Registro enviado al PMS',
  },
  'bookings.event.registration_registered': { pt: 'Registrado no PMS', en: 'Registered in the PMS', es: 'Registrado en el PMS' },
  'bookings.event.registration_error': { pt: 'Erro no registro do PMS', en: 'PMS registration error', es: 'Error en el registro del PMS' },
  'bookings.event.registration_synced': {
    pt: 'Cadastro marcado como sincronizado',
    en: 'Registration marked as synced',
    es: 'Registro marcado como sincronizado',
  },
  // Explore filters (the booking form's dropdowns).
  'bookings.filter.origin': { pt: 'Origem', en: 'Origin', es: 'Origen' },
  'bookings.filter.status': { pt: 'Situação', en: 'Status', es: 'Situación' },
  'bookings.filter.synced': { pt: 'Sincronização', en: 'Sync', es: 'Sincronización' },
  'bookings.filter.creation': { pt: 'Criação', en: 'Creation', es: 'Creación' },
  'bookings.status.R': { pt: 'Reservada', en: 'Reserved', es: 'Reservada', hospital: { pt: 'Agendado', en: 'Scheduled', es: 'Agendada' } },
  'bookings.status.I': {
    pt: 'Em check-in',
    en: 'Checked in',
    es: 'En check-in',
    hospital: { pt: 'Em atendimento', en: 'In progress', es: 'En atención' },
  },
  'bookings.status.O': {
    pt: 'Check-out realizado',
    en: 'Checked out',
    es: 'Check-out realizado',
    hospital: { pt: 'Finalizado', en: 'Finished', es: 'Finalizada' },
  },
  'bookings.status.C': {
    pt: 'Cancelada',
    en: 'Cancelled',
    es: 'Cancelada',
    hospital: { pt: 'Cancelado', en: 'Cancelled', es: 'Cancelada' },
  },
  'bookings.synced.S': { pt: 'Sincronizada', en: 'Synced', es: 'Sincronizada' },
  'bookings.synced.N': { pt: 'Não sincronizada', en: 'Not synced', es: 'No sincronizada' },
  'bookings.creation.S': { pt: 'Automática (PMS)', en: 'Automatic (PMS)', es: 'Automática (PMS)' },
  'bookings.creation.M': { pt: 'Manual', en: 'Manual', es: 'Manual' },
};

/**
 * The catalogue the module registers: every message and, as '<key>.hospital', each hospital wording, with the
 * refusals those answer for a hospital.
 */
export const bookingMessages = wordedCatalogue(messages);
