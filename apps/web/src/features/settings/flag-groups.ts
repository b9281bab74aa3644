import { type FlagName, MAX_FACE_RETENTION_DAYS, MAX_GUESTS_PER_BOOKING } from '@gm/contracts/institutions/settings';
import { MAX_INSTALLMENTS } from '@gm/domain/money';

/** How a flag is edited: a switch (S/N), the letters of ISCHECKINSIMPLIFICADO, a count, or the terms text. */
export type FlagControl = 'switch' | 'letters' | 'count' | 'text';

export interface FlagGroup {
  id: 'checkin' | 'payments' | 'bookingCard' | 'modules';
  flags: { name: FlagName; control: FlagControl; min?: number; max?: number }[];
}

/**
 * The flags of spec section 3 grouped by what they affect. Labels and one-line explanations are
 * settings.flags.<FLAG>.label / .help (with hospital variants) in the feature's bundle.
 */
export const FLAG_GROUPS: FlagGroup[] = [
  {
    id: 'checkin',
    flags: [
      { name: 'ISCHECKINSIMPLIFICADO', control: 'letters' },
      { name: 'HASSTEPDOCVACCINE', control: 'switch' },
      { name: 'HASSTEPDOCPET', control: 'switch' },
      { name: 'HASLASTSTEPSINGLE', control: 'switch' },
      { name: 'PERMITEEMAILDUPLICADO', control: 'switch' },
      { name: 'QTDMAXHOSPEDESRESERVA', control: 'count', min: 1, max: MAX_GUESTS_PER_BOOKING },
      { name: 'TERMOJURIDICO', control: 'text' },
    ],
  },
  {
    id: 'payments',
    flags: [
      { name: 'TSYCFGHASPAYMENT', control: 'switch' },
      { name: 'ALLOWPGTODUASETAPAS', control: 'switch' },
      { name: 'QTDMAXPARCELASPGTO', control: 'count', min: 1, max: MAX_INSTALLMENTS },
    ],
  },
  {
    id: 'bookingCard',
    flags: [
      { name: 'HIDEBOOKINGDATEDETAILS', control: 'switch' },
      { name: 'UX_SHOWONLYDIASEMANA', control: 'switch' },
      { name: 'UX_SHOWVLRDIARIACARD', control: 'switch' },
      { name: 'UX_SHOWTIPOUHCARD', control: 'switch' },
    ],
  },
  {
    id: 'modules',
    flags: [
      { name: 'ISHOSPITAL', control: 'switch' },
      { name: 'HASMAPARESERVAS', control: 'switch' },
      { name: 'HASTAGPANELVDOIS', control: 'switch' },
      { name: 'PMSIMPORTBOOKINGS', control: 'switch' },
      { name: 'HASBUSCAFACIAL', control: 'switch' },
      // How long its index outlives the stay (decision 0078), beside the switch.
      { name: 'DIASRETENCAOFACIAL', control: 'count', min: 0, max: MAX_FACE_RETENTION_DAYS },
    ],
  },
];
