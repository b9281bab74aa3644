import type { Message } from '../../platform/messages';

/** VinculaReservaFicticiaService's refusals (docs/decisions/0067-fictitious-bookings-and-invitations.md). */
export const placeholderMessages: Record<string, Message> = {
  'checkin.placeholder_unavailable': {
    pt: 'Este hotel ainda não permite iniciar o check-in antes de a reserva chegar. Tente mais tarde ou procure a recepção.',
    en: 'This hotel does not yet allow starting the check-in before the booking arrives. Please try later or see the reception.',
    es: 'Este hotel aún no permite iniciar el check-in antes de que llegue la reserva. Intente más tarde o diríjase a la recepción.',
    hospital: {
      pt: 'Esta instituição ainda não permite iniciar a admissão antes de o atendimento chegar. Tente mais tarde ou procure a recepção.',
      en: 'This institution does not yet allow starting the admission before the appointment arrives. Please try later or see the reception.',
      es: 'Esta institución aún no permite iniciar la admisión antes de que llegue la atención. Intente más tarde o diríjase a la recepción.',
    },
  },
  'checkin.placeholder_dates': {
    pt: 'A data de entrada deve ser de hoje até um ano à frente.',
    en: 'The arrival date must be between today and a year ahead.',
    es: 'La fecha de entrada debe ser de hoy a un año adelante.',
  },
  'checkin.placeholder_nights': {
    pt: 'A data de saída deve ser depois da entrada, em até {{max}} noites.',
    en: 'The departure date must be after the arrival, within {{max}} nights.',
    es: 'La fecha de salida debe ser posterior a la entrada, hasta {{max}} noches.',
  },
  'checkin.placeholder_exists': {
    pt: 'Esta reserva já está no sistema: localize-a pelo voucher e pelo nome de um hóspede.',
    en: "This booking is already in the system: find it by its voucher and a guest's name.",
    es: 'Esta reserva ya está en el sistema: búsquela por el voucher y el nombre de un huésped.',
    hospital: {
      pt: 'Este atendimento já está no sistema: localize-o pelo código e pelo nome do paciente.',
      en: "This appointment is already in the system: find it by its code and the patient's name.",
      es: 'Esta atención ya está en el sistema: búsquela por el código y el nombre del paciente.',
    },
  },
};
