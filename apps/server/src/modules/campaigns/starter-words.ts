import type { StarterName } from '@gm/contracts/crm/templates-inputs';

type Locale = 'pt' | 'en' | 'es';
type Words = Record<Locale, string>;

/** One starter's words: its name, subject, heading, paragraphs and button; `hospital` replaces what differs. */
export interface StarterWords {
  name: Words;
  subject: Words;
  heading: Words;
  body: Words[];
  button?: Words;
  hospital?: Partial<Omit<StarterWords, 'hospital'>>;
}

export const FOOTER: Words = {
  pt: 'Você recebe este e-mail porque se hospedou no {{hotel.name}}. <a href="{{unsubscribe.link}}">Não quero mais receber</a>.',
  en: 'You receive this e-mail because you stayed at {{hotel.name}}. <a href="{{unsubscribe.link}}">Unsubscribe</a>.',
  es: 'Recibe este e-mail porque se hospedó en {{hotel.name}}. <a href="{{unsubscribe.link}}">No quiero recibir más</a>.',
};
export const FOOTER_HOSPITAL: Words = {
  pt: 'Você recebe este e-mail porque foi atendido no {{hotel.name}}. <a href="{{unsubscribe.link}}">Não quero mais receber</a>.',
  en: 'You receive this e-mail because you were cared for at {{hotel.name}}. <a href="{{unsubscribe.link}}">Unsubscribe</a>.',
  es: 'Recibe este e-mail porque fue atendido en {{hotel.name}}. <a href="{{unsubscribe.link}}">No quiero recibir más</a>.',
};

const greeting: Words = { pt: 'Olá, {{guest.firstName}}!', en: 'Hello, {{guest.firstName}}!', es: '¡Hola, {{guest.firstName}}!' };

export const STARTER_WORDS: Record<StarterName, StarterWords> = {
  blank: {
    name: { pt: 'Modelo em branco', en: 'Blank template', es: 'Plantilla en blanco' },
    subject: { pt: 'Novidades do {{hotel.name}}', en: 'News from {{hotel.name}}', es: 'Novedades de {{hotel.name}}' },
    heading: { pt: '{{hotel.name}}', en: '{{hotel.name}}', es: '{{hotel.name}}' },
    body: [greeting],
  },
  blankTwoColumns: {
    name: { pt: 'Modelo em branco, duas colunas', en: 'Blank template, two columns', es: 'Plantilla en blanco, dos columnas' },
    subject: { pt: 'Novidades do {{hotel.name}}', en: 'News from {{hotel.name}}', es: 'Novedades de {{hotel.name}}' },
    heading: { pt: '{{hotel.name}}', en: '{{hotel.name}}', es: '{{hotel.name}}' },
    body: [greeting],
  },
  review: {
    name: { pt: 'Pedido de avaliação', en: 'Review request', es: 'Solicitud de evaluación' },
    subject: {
      pt: 'Como foi a sua estadia no {{hotel.name}}?',
      en: 'How was your stay at {{hotel.name}}?',
      es: '¿Cómo fue su estadía en {{hotel.name}}?',
    },
    heading: { pt: 'Como foi a sua estadia?', en: 'How was your stay?', es: '¿Cómo fue su estadía?' },
    body: [
      greeting,
      {
        pt: 'Obrigado por escolher o {{hotel.name}}. Conte para nós como foi: leva menos de um minuto e nos ajuda a receber você ainda melhor na próxima vez.',
        en: 'Thank you for choosing {{hotel.name}}. Tell us how it went: it takes less than a minute and helps us welcome you even better next time.',
        es: 'Gracias por elegir {{hotel.name}}. Cuéntenos cómo fue: toma menos de un minuto y nos ayuda a recibirle aún mejor la próxima vez.',
      },
    ],
    button: { pt: 'Avaliar minha estadia', en: 'Rate my stay', es: 'Evaluar mi estadía' },
    hospital: {
      subject: {
        pt: 'Como foi o seu atendimento no {{hotel.name}}?',
        en: 'How was your care at {{hotel.name}}?',
        es: '¿Cómo fue su atención en {{hotel.name}}?',
      },
      heading: { pt: 'Como foi o seu atendimento?', en: 'How was your care?', es: '¿Cómo fue su atención?' },
      body: [
        greeting,
        {
          pt: 'Obrigado por confiar no {{hotel.name}}. Conte para nós como foi o seu atendimento: leva menos de um minuto e nos ajuda a cuidar ainda melhor de cada paciente.',
          en: 'Thank you for trusting {{hotel.name}}. Tell us about your care: it takes less than a minute and helps us look after every patient even better.',
          es: 'Gracias por confiar en {{hotel.name}}. Cuéntenos cómo fue su atención: toma menos de un minuto y nos ayuda a cuidar aún mejor de cada paciente.',
        },
      ],
      button: { pt: 'Avaliar meu atendimento', en: 'Rate my care', es: 'Evaluar mi atención' },
    },
  },
  referral: {
    name: { pt: 'Programa de indicação (15%)', en: 'Referral programme (15%)', es: 'Programa de referidos (15%)' },
    subject: {
      pt: '{{guest.firstName}}, 15% de desconto na sua próxima reserva',
      en: '{{guest.firstName}}, 15% off your next booking',
      es: '{{guest.firstName}}, 15% de descuento en su próxima reserva',
    },
    heading: {
      pt: '15% de desconto na sua próxima reserva',
      en: '15% off your next booking',
      es: '15% de descuento en su próxima reserva',
    },
    body: [
      greeting,
      {
        pt: 'Foi um prazer receber você no {{hotel.name}}. Na sua próxima reserva direta conosco, você tem <b>15% de desconto</b>.',
        en: 'It was a pleasure to have you at {{hotel.name}}. On your next booking made directly with us, you get <b>15% off</b>.',
        es: 'Fue un placer recibirle en {{hotel.name}}. En su próxima reserva directa con nosotros, tiene <b>15% de descuento</b>.',
      },
      {
        pt: 'Indique o {{hotel.name}} a um amigo: ele também ganha 15% na primeira reserva. Para reservar ou indicar, é só responder a este e-mail.',
        en: 'Recommend {{hotel.name}} to a friend: they get 15% off their first booking too. To book or refer a friend, just reply to this e-mail.',
        es: 'Recomiende {{hotel.name}} a un amigo: también obtiene 15% en su primera reserva. Para reservar o recomendar, solo responda a este e-mail.',
      },
    ],
  },
  birthday: {
    name: { pt: 'Feliz aniversário', en: 'Birthday greeting', es: 'Feliz cumpleaños' },
    subject: {
      pt: 'Feliz aniversário, {{guest.firstName}}!',
      en: 'Happy birthday, {{guest.firstName}}!',
      es: '¡Feliz cumpleaños, {{guest.firstName}}!',
    },
    heading: { pt: 'Feliz aniversário!', en: 'Happy birthday!', es: '¡Feliz cumpleaños!' },
    body: [
      greeting,
      {
        pt: 'Toda a equipe do {{hotel.name}} deseja a você um dia cheio de alegria e um novo ano de ótimas viagens. Esperamos receber você de novo em breve!',
        en: 'Everyone at {{hotel.name}} wishes you a joyful day and a new year full of great trips. We hope to welcome you again soon!',
        es: 'Todo el equipo de {{hotel.name}} le desea un día lleno de alegría y un nuevo año de grandes viajes. ¡Esperamos recibirle de nuevo pronto!',
      },
    ],
    hospital: {
      body: [
        greeting,
        {
          pt: 'Toda a equipe do {{hotel.name}} deseja a você um dia cheio de alegria e um novo ano com muita saúde.',
          en: 'Everyone at {{hotel.name}} wishes you a joyful day and a new year in good health.',
          es: 'Todo el equipo de {{hotel.name}} le desea un día lleno de alegría y un nuevo año con mucha salud.',
        },
      ],
    },
  },
  preArrival: {
    name: { pt: 'Convite para o check-in online', en: 'Online check-in invitation', es: 'Invitación al check-in online' },
    subject: {
      pt: '{{hotel.name}}: faça seu check-in online',
      en: '{{hotel.name}}: check in online before you arrive',
      es: '{{hotel.name}}: haga su check-in online',
    },
    heading: { pt: 'Sua chegada está próxima', en: 'Your arrival is coming up', es: 'Su llegada está cerca' },
    body: [
      greeting,
      {
        pt: 'Sua chegada ao {{hotel.name}} está marcada para {{stay.checkIn}}, com saída em {{stay.checkOut}}. Adiante o check-in online: preencha seus dados e envie seus documentos agora e ganhe tempo na recepção.',
        en: 'Your arrival at {{hotel.name}} is on {{stay.checkIn}}, leaving on {{stay.checkOut}}. Check in online now: fill in your details and send your documents ahead, and save time at the reception.',
        es: 'Su llegada a {{hotel.name}} está prevista para el {{stay.checkIn}}, con salida el {{stay.checkOut}}. Adelante el check-in online: complete sus datos y envíe sus documentos ahora y ahorre tiempo en la recepción.',
      },
    ],
    button: { pt: 'Fazer check-in online', en: 'Check in online', es: 'Hacer el check-in online' },
    hospital: {
      heading: { pt: 'Seu atendimento está próximo', en: 'Your appointment is coming up', es: 'Su atención está cerca' },
      body: [
        greeting,
        {
          pt: 'Seu atendimento no {{hotel.name}} está marcado para {{stay.checkIn}}. Adiante o check-in online: preencha seus dados e envie seus documentos agora e ganhe tempo na recepção.',
          en: 'Your appointment at {{hotel.name}} is on {{stay.checkIn}}. Check in online now: fill in your details and send your documents ahead, and save time at the reception.',
          es: 'Su atención en {{hotel.name}} está prevista para el {{stay.checkIn}}. Adelante el check-in online: complete sus datos y envíe sus documentos ahora y ahorre tiempo en la recepción.',
        },
      ],
    },
  },
};
