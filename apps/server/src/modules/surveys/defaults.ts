import { npsOptions, type Question } from '@gm/domain/questionnaire';

/**
 * The questionnaire every hotel starts with (issue 14): "how likely are you to recommend" from 0 to 10, then why
 * (the praise for promoters, what to improve for the others), a few star ratings of the stay and whether the guest
 * would come back. A hospital gets the same with its own words.
 */
const RATING_GROUP = 'Detalhes da estadia;;;Details of your stay;;;Detalles de su estancia';
const HOSPITAL_RATING_GROUP = 'Detalhes do atendimento;;;Details of your care;;;Detalles de su atención';

export function defaultNpsQuestions(hospital: boolean): Question[] {
  const place = hospital ? ['este hospital', 'this hospital', 'este hospital'] : ['este hotel', 'this hotel', 'este hotel'];
  const rate = (codPer: number, pt: string, en: string, es: string): Question => ({
    codPer,
    grupo: hospital ? HOSPITAL_RATING_GROUP : RATING_GROUP,
    tipoPer: 'stars',
    descrPer: `${pt};;;${en};;;${es}`,
    metric: 'rating',
    scale: 5,
  });
  return [
    {
      codPer: 1,
      grupo: 'Recomendação;;;Recommendation;;;Recomendación',
      tipoPer: 'radiobox',
      metric: 'nps',
      required: true,
      descrPer: `De 0 a 10, quanto você recomendaria ${place[0]} a um amigo ou familiar?;;;On a scale of 0 to 10, how likely are you to recommend ${place[1]} to a friend or family member?;;;Del 0 al 10, ¿qué tan probable es que recomiende ${place[2]} a un amigo o familiar?`,
      comoAssim:
        '0 = nada provável, 10 = muito provável;;;0 = not at all likely, 10 = extremely likely;;;0 = nada probable, 10 = muy probable',
      options: npsOptions(),
      children: [
        {
          codPer: 2,
          grupo: 'Recomendação;;;Recommendation;;;Recomendación',
          tipoPer: 'texto',
          conditionToShow: '>=9',
          descrPer: 'Que bom! O que você mais gostou?;;;Great! What did you like most?;;;¡Qué bien! ¿Qué es lo que más le gustó?',
        },
        {
          codPer: 3,
          grupo: 'Recomendação;;;Recommendation;;;Recomendación',
          tipoPer: 'texto',
          conditionToShow: '<=8',
          descrPer: 'O que poderíamos ter feito melhor?;;;What could we have done better?;;;¿Qué podríamos haber hecho mejor?',
        },
      ],
    },
    hospital
      ? rate(4, 'Atendimento da equipe', 'Care from the staff', 'Atención del equipo')
      : rate(4, 'Quarto e conforto', 'Room and comfort', 'Habitación y comodidad'),
    rate(5, 'Limpeza', 'Cleanliness', 'Limpieza'),
    hospital
      ? rate(6, 'Recepção e agilidade', 'Reception and waiting times', 'Recepción y agilidad')
      : rate(6, 'Atendimento da equipe', 'Staff and service', 'Atención del equipo'),
    hospital ? rate(7, 'Alimentação', 'Meals', 'Alimentación') : rate(7, 'Café da manhã', 'Breakfast', 'Desayuno'),
    {
      codPer: 8,
      grupo: hospital ? HOSPITAL_RATING_GROUP : RATING_GROUP,
      tipoPer: 'boolean',
      descrPer: hospital
        ? 'Voltaria a se tratar conosco?;;;Would you choose us again for your care?;;;¿Volvería a atenderse con nosotros?'
        : 'Você se hospedaria conosco novamente?;;;Would you stay with us again?;;;¿Se volvería a hospedar con nosotros?',
    },
  ];
}

export const DEFAULT_NAME = 'Pesquisa de satisfação (NPS);;;Satisfaction survey (NPS);;;Encuesta de satisfacción (NPS)';

export const FOLLOW_UP_NAME = 'O que não saiu bem;;;What went wrong;;;Qué no salió bien';

/**
 * The follow-up the product ships (decision 0049): what a detractor's answer leaves open for the manager. Which
 * areas disappointed (none required: the guest already gave the score), what happened, and whether the manager
 * may contact them, with the preferred way when yes. A hospital gets its own words (care, meals, the ombudsman).
 */
export function defaultFollowUpQuestions(hospital: boolean): Question[] {
  const group = 'O que não saiu bem;;;What went wrong;;;Qué no salió bien';
  const contactGroup = 'Contato;;;Contact;;;Contacto';
  const area = (codOpt: number, value: string, label: string) => ({ codOpt, value, descrPer: label });
  return [
    {
      codPer: 1,
      grupo: group,
      tipoPer: 'checkbox',
      descrPer: hospital
        ? 'O que não saiu como esperado no seu atendimento?;;;What fell short of your expectations in your care?;;;¿Qué no salió como esperaba en su atención?'
        : 'O que não saiu como esperado na sua estadia?;;;What fell short of your expectations during your stay?;;;¿Qué no salió como esperaba en su estancia?',
      comoAssim: 'Marque quantas quiser.;;;Choose as many as apply.;;;Marque todas las que correspondan.',
      options: [
        hospital ? area(1, 'room', 'Quarto e acomodação;;;Room;;;Habitación') : area(1, 'room', 'Quarto;;;Room;;;Habitación'),
        area(2, 'cleanliness', 'Limpeza;;;Cleanliness;;;Limpieza'),
        hospital
          ? area(3, 'staff', 'Atendimento da equipe;;;Care from the staff;;;Atención del equipo')
          : area(3, 'staff', 'Atendimento da equipe;;;Staff and service;;;Atención del personal'),
        hospital
          ? area(4, 'food', 'Alimentação;;;Meals;;;Alimentación')
          : area(4, 'food', 'Café da manhã e alimentação;;;Breakfast and food;;;Desayuno y comida'),
        area(5, 'noise', 'Barulho;;;Noise;;;Ruido'),
        hospital
          ? area(6, 'value', 'Custo e cobrança;;;Cost and billing;;;Costo y cobro')
          : area(6, 'value', 'Custo-benefício;;;Value for money;;;Relación calidad-precio'),
      ],
    },
    {
      codPer: 2,
      grupo: group,
      tipoPer: 'texto',
      descrPer: 'Conte-nos o que aconteceu.;;;Tell us what happened.;;;Cuéntenos qué pasó.',
    },
    {
      codPer: 3,
      grupo: contactGroup,
      tipoPer: 'boolean',
      required: true,
      descrPer: hospital
        ? 'Nossa ouvidoria pode entrar em contato com você?;;;May our patient relations team contact you?;;;¿Nuestro equipo de atención al paciente puede contactarlo?'
        : 'O gerente pode entrar em contato com você?;;;May the manager contact you?;;;¿El gerente puede contactarlo?',
      children: [
        {
          codPer: 4,
          grupo: contactGroup,
          tipoPer: 'radiobox',
          required: true,
          conditionToShow: '==true',
          descrPer: 'Como prefere ser contatado?;;;How would you like to be contacted?;;;¿Cómo prefiere que lo contactemos?',
          options: [
            area(1, 'email', 'E-mail;;;E-mail;;;Correo electrónico'),
            area(2, 'phone', 'Ligação telefônica;;;Phone call;;;Llamada telefónica'),
            area(3, 'whatsapp', 'WhatsApp;;;WhatsApp;;;WhatsApp'),
          ],
        },
      ],
    },
  ];
}
