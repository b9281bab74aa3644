import { type Message, wordedCatalogue } from '../../platform/messages';

/** Guest-facing check-in messages (spec sections 5 and 8): pt is the spec's wording; hospital variants where it differs. */
const messages: Record<string, Message> = {
  // Booking search and stage (spec section 8: each advises to contact a receptionist).
  'checkin.booking_not_found': {
    pt: 'Reserva não encontrada. Confira o voucher e o nome ou procure a recepção.',
    en: 'Booking not found. Check the voucher and the name or contact the reception.',
    es: 'Reserva no encontrada. Verifique el voucher y el nombre o contacte a la recepción.',
    hospital: {
      pt: 'Atendimento não encontrado. Confira o código e o nome ou procure a recepção.',
      en: 'Appointment not found. Check the code and the name or contact the reception.',
      es: 'Atención no encontrada. Verifique el código y el nombre o contacte a la recepción.',
    },
  },
  'checkin.no_date': {
    pt: 'Esta reserva não tem uma data válida para o check-in online. Procure a recepção.',
    en: 'This booking has no valid date for online check-in. Please contact the reception.',
    es: 'Esta reserva no tiene una fecha válida para el check-in online. Contacte a la recepción.',
    hospital: {
      pt: 'Este atendimento não tem uma data válida para o check-in online. Procure a recepção.',
      en: 'This appointment has no valid date for online check-in. Please contact the reception.',
      es: 'Esta atención no tiene una fecha válida para el check-in online. Contacte a la recepción.',
    },
  },
  'checkin.no_guest': {
    pt: 'Não há hóspedes vinculados a esta reserva. Procure a recepção.',
    en: 'No guest is attached to this booking. Please contact the reception.',
    es: 'No hay huéspedes vinculados a esta reserva. Contacte a la recepción.',
    hospital: {
      pt: 'Não há pacientes vinculados a este atendimento. Procure a recepção.',
      en: 'No patient is attached to this appointment. Please contact the reception.',
      es: 'No hay pacientes vinculados a esta atención. Contacte a la recepción.',
    },
  },
  'checkin.invalid_stage': {
    pt: 'Esta reserva não está em uma etapa válida para o check-in online (check-in ou check-out já realizado, ou reserva cancelada). Procure a recepção.',
    en: 'This booking is not at a valid stage for online check-in (already checked in or out, or cancelled). Please contact the reception.',
    es: 'Esta reserva no está en una etapa válida para el check-in online (check-in o check-out ya realizado, o reserva cancelada). Contacte a la recepción.',
    hospital: {
      pt: 'Este atendimento não está em uma etapa válida para o check-in online (entrada ou saída já realizada, ou atendimento cancelado). Procure a recepção.',
      en: 'This appointment is not at a valid stage for online check-in (already admitted or discharged, or cancelled). Please contact the reception.',
      es: 'Esta atención no está en una etapa válida para el check-in online (entrada o salida ya realizada, o atención cancelada). Contacte a la recepción.',
    },
  },
  'checkin.expired': {
    pt: 'O check-in online desta reserva não está mais disponível: o prazo terminou. Procure a recepção.',
    en: 'Online check-in for this booking is no longer available: the deadline has passed. Please contact the reception.',
    es: 'El check-in online de esta reserva ya no está disponible: el plazo terminó. Contacte a la recepción.',
    hospital: {
      pt: 'O check-in online deste atendimento não está mais disponível: o prazo terminou. Procure a recepção.',
      en: 'Online check-in for this appointment is no longer available: the deadline has passed. Please contact the reception.',
      es: 'El check-in online de esta atención ya no está disponible: el plazo terminó. Contacte a la recepción.',
    },
  },
  'checkin.cancelled': {
    pt: 'Check-in online indisponível: esta reserva foi cancelada. Procure a recepção.',
    en: 'Online check-in unavailable: this booking was cancelled. Please contact the reception.',
    es: 'Check-in online no disponible: esta reserva fue cancelada. Contacte a la recepción.',
    hospital: {
      pt: 'Check-in online indisponível: este atendimento foi cancelado. Procure a recepção.',
      en: 'Online check-in unavailable: this appointment was cancelled. Please contact the reception.',
      es: 'Check-in online no disponible: esta atención fue cancelada. Contacte a la recepción.',
    },
  },
  'checkin.not_checked_in': {
    pt: 'O check-out online só fica disponível depois do check-in. Procure a recepção.',
    en: 'Online check-out is available only after check-in. Please contact the reception.',
    es: 'El check-out online solo está disponible después del check-in. Contacte a la recepción.',
  },
  'checkin.already_checked_out': {
    pt: 'O check-out desta reserva já foi realizado.',
    en: 'This booking has already been checked out.',
    es: 'El check-out de esta reserva ya fue realizado.',
    hospital: {
      pt: 'A saída deste atendimento já foi realizada.',
      en: 'This appointment has already been closed.',
      es: 'La salida de esta atención ya fue realizada.',
    },
  },
  // Rules of spec section 5.
  'checkin.guest_limit': {
    pt: 'Limite de {{max}} hóspedes por reserva atingido. Procure a recepção.',
    en: 'The limit of {{max}} guests per booking has been reached. Please contact the reception.',
    es: 'Se alcanzó el límite de {{max}} huéspedes por reserva. Contacte a la recepción.',
    hospital: {
      pt: 'Limite de {{max}} pessoas por atendimento atingido. Procure a recepção.',
      en: 'The limit of {{max}} people per appointment has been reached. Please contact the reception.',
      es: 'Se alcanzó el límite de {{max}} personas por atención. Contacte a la recepción.',
    },
  },
  'checkin.duplicate_email': {
    pt: 'Este e-mail já é usado por outro hóspede desta reserva. Informe um e-mail diferente.',
    en: 'This e-mail is already used by another guest of this booking. Please enter a different e-mail.',
    es: 'Este correo ya lo usa otro huésped de esta reserva. Informe un correo diferente.',
    hospital: {
      pt: 'Este e-mail já é usado por outra pessoa deste atendimento. Informe um e-mail diferente.',
      en: 'This e-mail is already used by another person of this appointment. Please enter a different e-mail.',
      es: 'Este correo ya lo usa otra persona de esta atención. Informe un correo diferente.',
    },
  },
  'checkin.email_registered': {
    pt: 'Este e-mail já está cadastrado no hotel para outra pessoa. Informe outro e-mail ou procure a recepção.',
    en: 'This e-mail is already registered at the hotel for someone else. Enter another e-mail or contact the reception.',
    es: 'Este correo ya está registrado en el hotel para otra persona. Informe otro correo o contacte a la recepción.',
    hospital: {
      pt: 'Este e-mail já está cadastrado na instituição para outra pessoa. Informe outro e-mail ou procure a recepção.',
      en: 'This e-mail is already registered at the institution for someone else. Enter another e-mail or contact the reception.',
      es: 'Este correo ya está registrado en la institución para otra persona. Informe otro correo o contacte a la recepción.',
    },
  },
  'checkin.document_registered': {
    pt: 'Este documento já está cadastrado para outra pessoa.',
    en: 'This document is already registered for someone else.',
    es: 'Este documento ya está registrado para otra persona.',
  },
  'checkin.name_not_pending': {
    pt: 'Nome não encontrado entre os hóspedes pendentes desta reserva. Confira o nome completo ou procure a recepção.',
    en: 'Name not found among the pending guests of this booking. Check the full name or contact the reception.',
    es: 'Nombre no encontrado entre los huéspedes pendientes de esta reserva. Verifique el nombre completo o contacte a la recepción.',
    hospital: {
      pt: 'Nome não encontrado entre os pacientes pendentes deste atendimento. Confira o nome completo ou procure a recepção.',
      en: 'Name not found among the pending patients of this appointment. Check the full name or contact the reception.',
      es: 'Nombre no encontrado entre los pacientes pendientes de esta atención. Verifique el nombre completo o contacte a la recepción.',
    },
  },
  'checkin.too_many_attempts': {
    pt: 'Muitas tentativas. Aguarde alguns minutos ou procure a recepção.',
    en: 'Too many attempts. Wait a few minutes or contact the reception.',
    es: 'Demasiados intentos. Espere unos minutos o contacte a la recepción.',
  },
  'checkin.code_invalid': {
    pt: 'Código inválido ou expirado. Confira o código recebido por e-mail, peça um novo ou continue sem ele.',
    en: 'Invalid or expired code. Check the code you received by e-mail, ask for a new one or continue without it.',
    es: 'Código inválido o vencido. Verifique el código recibido por correo, pida uno nuevo o continúe sin él.',
  },
  'checkin.code_sent': {
    pt: 'Se houver um cadastro com estes dados, enviamos um código de 6 dígitos para o e-mail cadastrado. Ele vale por 10 minutos.',
    en: 'If there is a registration with these details, we sent a 6-digit code to the e-mail on file. It is valid for 10 minutes.',
    es: 'Si hay un registro con estos datos, enviamos un código de 6 dígitos al correo registrado. Es válido por 10 minutos.',
  },
  'checkin.mail.code.subject': {
    pt: 'Seu código para usar seus dados em {{hotel}}',
    en: 'Your code to use your details at {{hotel}}',
    es: 'Su código para usar sus datos en {{hotel}}',
  },
  'checkin.mail.code.body': {
    pt: 'Olá, {{name}}.\n\nAlguém pediu para preencher o check-in online em {{hotel}} com os dados do seu cadastro. Se foi você, digite este código:\n\n{{code}}\n\nEle vale por 10 minutos e só pode ser usado uma vez. Se não foi você, ignore este e-mail: nenhum dado seu foi mostrado.',
    en: 'Hello, {{name}}.\n\nSomeone asked to fill in the online check-in at {{hotel}} with the details you have on file. If it was you, enter this code:\n\n{{code}}\n\nIt is valid for 10 minutes and can be used once. If it was not you, ignore this e-mail: none of your details were shown.',
    es: 'Hola, {{name}}.\n\nAlguien pidió completar el check-in online en {{hotel}} con los datos de su registro. Si fue usted, ingrese este código:\n\n{{code}}\n\nEs válido por 10 minutos y se puede usar una sola vez. Si no fue usted, ignore este correo: ninguno de sus datos fue mostrado.',
  },
  'checkin.merge_not_duplicate': {
    pt: 'Só é possível mesclar cadastros com o mesmo CPF ou documento.',
    en: 'Only profiles with the same CPF or document can be merged.',
    es: 'Solo se pueden fusionar registros con el mismo CPF o documento.',
  },
  'checkin.merge_two_accounts': {
    pt: 'Os dois cadastros estão ligados a contas diferentes de hóspede. Confirme com o hóspede qual conta manter antes de mesclar.',
    en: 'Both profiles are linked to different guest accounts. Confirm with the guest which account to keep before merging.',
    es: 'Los dos registros están vinculados a cuentas de huésped diferentes. Confirme con el huésped qué cuenta mantener antes de fusionar.',
    hospital: {
      pt: 'Os dois cadastros estão ligados a contas diferentes de paciente. Confirme com o paciente qual conta manter antes de mesclar.',
      en: 'Both profiles are linked to different patient accounts. Confirm with the patient which account to keep before merging.',
      es: 'Los dos registros están vinculados a cuentas de paciente diferentes. Confirme con el paciente qué cuenta mantener antes de fusionar.',
    },
  },
  'checkin.merged': {
    pt: 'Cadastros mesclados com sucesso!',
    en: 'Profiles merged successfully!',
    es: '¡Registros fusionados con éxito!',
  },
  'checkin.minor_main_guest': {
    pt: 'O hóspede principal não pode ser criança ou menor de idade.',
    en: 'The main guest cannot be a child or a minor.',
    es: 'El huésped principal no puede ser un niño o menor de edad.',
    hospital: {
      pt: 'O responsável principal do atendimento não pode ser criança ou menor de idade.',
      en: 'The main person responsible for the appointment cannot be a child or a minor.',
      es: 'El responsable principal de la atención no puede ser un niño o menor de edad.',
    },
  },
  'checkin.minor_needs_term': {
    pt: 'Menores de idade sem o pai ou a mãe na reserva precisam do termo de autorização original dos responsáveis: envie a foto do termo ou confirme que vai apresentá-lo na recepção.',
    en: 'Minors without their father or mother on the booking need the original authorisation term signed by their guardians: upload a photo of it or confirm you will present it at the reception.',
    es: 'Los menores sin su padre o madre en la reserva necesitan el término de autorización original de los responsables: envíe la foto o confirme que lo presentará en la recepción.',
  },
  'checkin.third_party_card_term': {
    pt: 'Pagamento com cartão de terceiro exige o termo de autorização original do titular: envie a foto do termo ou confirme que vai apresentá-lo na recepção.',
    en: "A third party's card requires the cardholder's original authorisation term: upload a photo of it or confirm you will present it at the reception.",
    es: 'El pago con tarjeta de un tercero exige el término de autorización original del titular: envíe la foto o confirme que lo presentará en la recepción.',
  },
  'checkin.invalid_birth_date': { pt: 'Data de nascimento inválida.', en: 'Invalid birth date.', es: 'Fecha de nacimiento inválida.' },
  'checkin.invalid_cpf': { pt: 'CPF inválido', en: 'Invalid CPF', es: 'CPF inválido' },
  'checkin.invalid_phone': {
    pt: 'Informe um número de telefone válido.',
    en: 'Please enter a valid phone number',
    es: 'Ingrese un número de teléfono válido.',
  },
  'checkin.invalid_plate': { pt: 'Placa de veículo inválida.', en: 'Invalid vehicle plate.', es: 'Matrícula de vehículo inválida.' },
  'checkin.zip_invalid': { pt: 'CEP inválido.', en: 'Invalid zip code.', es: 'Código postal inválido.' },
  'checkin.zip_not_found': { pt: 'CEP não encontrado.', en: 'Zip code not found.', es: 'Código postal no encontrado.' },
  'checkin.zip_unavailable': {
    pt: 'A consulta de CEP está indisponível no momento. Preencha o endereço manualmente.',
    en: 'The zip code lookup is unavailable right now. Please fill in the address by hand.',
    es: 'La consulta de código postal no está disponible ahora. Complete la dirección manualmente.',
  },
  'checkin.zip_other_country': {
    pt: 'A consulta automática de código postal não está disponível para este país. Preencha o endereço manualmente.',
    en: 'Automatic postal code lookup is not available for this country. Please fill in the address by hand.',
    es: 'La consulta automática de código postal no está disponible para este país. Complete la dirección manualmente.',
  },
  'checkin.city_invalid': {
    pt: 'Cidade não encontrada no estado informado.',
    en: 'City not found in the given state.',
    es: 'Ciudad no encontrada en el estado informado.',
  },
  'checkin.country_invalid': { pt: 'País inválido.', en: 'Invalid country.', es: 'País inválido.' },
  'checkin.region_invalid': {
    pt: 'Estado não encontrado no país informado.',
    en: 'State not found in the given country.',
    es: 'Estado no encontrado en el país informado.',
  },
  'checkin.person_data_required': {
    pt: 'Preencha todos os dados obrigatórios antes de concluir.',
    en: 'Fill in all the required data before finishing.',
    es: 'Complete todos los datos obligatorios antes de concluir.',
  },
  'checkin.companion_data_required': {
    pt: 'Preencha todos os dados do acompanhante: nome completo, data de nascimento, nacionalidade e documento.',
    en: "Fill in all of the companion's data: full name, birth date, nationality and document.",
    es: 'Complete todos los datos del acompañante: nombre completo, fecha de nacimiento, nacionalidad y documento.',
  },
  'checkin.document_required': {
    pt: 'Envie pelo menos um documento ou marque que vai apresentá-lo na recepção.',
    en: 'Upload at least one document or tick that you will present it at the reception.',
    es: 'Envíe al menos un documento o marque que lo presentará en la recepción.',
  },
  'checkin.signature_required': {
    pt: 'Assine os termos ou marque que vai assiná-los na recepção.',
    en: 'Sign the terms or tick that you will sign them at the reception.',
    es: 'Firme los términos o marque que los firmará en la recepción.',
  },
  'checkin.terms_required': {
    pt: 'É preciso concordar com os termos para continuar.',
    en: 'You must agree to the terms to continue.',
    es: 'Debe aceptar los términos para continuar.',
  },
  'checkin.image_invalid': {
    pt: 'Uma das imagens enviadas não é válida para esta reserva. Envie a imagem novamente.',
    en: 'One of the uploaded images is not valid for this booking. Please upload it again.',
    es: 'Una de las imágenes enviadas no es válida para esta reserva. Envíela nuevamente.',
  },
  'checkin.person_done': {
    pt: 'O check-in online desta pessoa já foi concluído. Para alterar os dados, procure a recepção.',
    en: "This person's online check-in is already complete. To change the data, contact the reception.",
    es: 'El check-in online de esta persona ya fue concluido. Para cambiar los datos, contacte a la recepción.',
  },
  'checkin.person_not_found': {
    pt: 'Pessoa não encontrada.',
    en: 'Person not found.',
    es: 'Persona no encontrada.',
  },
  'checkin.completed': {
    pt: 'Check-in online concluído com sucesso!',
    en: 'Online check-in completed successfully!',
    es: '¡Check-in online concluido con éxito!',
  },
  'checkin.checkout_ok': {
    pt: 'Saída confirmada. Obrigado pela estadia!',
    en: 'Departure confirmed. Thank you for your stay!',
    es: 'Salida confirmada. ¡Gracias por su estadía!',
    hospital: { pt: 'Saída confirmada.', en: 'Departure confirmed.', es: 'Salida confirmada.' },
  },
  'checkin.preferences_saved': {
    pt: 'Preferências salvas com sucesso!',
    en: 'Preferences saved successfully!',
    es: '¡Preferencias guardadas con éxito!',
  },
};

/**
 * The catalogue the module registers: every message and, as '<key>.hospital', each hospital wording, with the
 * refusals those answer for a hospital.
 */
export const checkinMessages = wordedCatalogue(messages);
