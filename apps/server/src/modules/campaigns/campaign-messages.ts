import type { Message } from '../../platform/messages';

/** The campaigns' refusals, their named queries' titles and columns, and each query's help (pt, en, es). */
export const campaignManagementMessages: Record<string, Message> = {
  'campaigns.campaign_not_found': {
    pt: 'Campanha não encontrada.',
    en: 'Campaign not found.',
    es: 'Campaña no encontrada.',
  },
  'campaigns.starts_in_past': {
    pt: 'Escolha uma data e hora futuras.',
    en: 'Choose a date and time in the future.',
    es: 'Elija una fecha y hora futuras.',
  },
  'campaigns.cannot_activate': {
    pt: 'Esta campanha já terminou e não pode ser enviada de novo. Crie uma nova campanha.',
    en: 'This campaign has ended and cannot be sent again. Create a new campaign.',
    es: 'Esta campaña ya terminó y no puede enviarse de nuevo. Cree una nueva campaña.',
  },
  'campaigns.segment_gone': {
    pt: 'O segmento desta campanha foi excluído. Crie a campanha de novo com outro segmento.',
    en: "This campaign's segment was deleted. Create the campaign again with another segment.",
    es: 'El segmento de esta campaña fue eliminado. Cree la campaña de nuevo con otro segmento.',
  },
  'campaigns.not_paused': {
    pt: 'A campanha não está pausada.',
    en: 'The campaign is not paused.',
    es: 'La campaña no está en pausa.',
  },
  'campaigns.cannot_pause': {
    pt: 'Só é possível pausar uma campanha agendada ou em envio.',
    en: 'Only a scheduled or sending campaign can be paused.',
    es: 'Solo se puede pausar una campaña programada o en envío.',
  },
  'campaigns.paused': { pt: 'Campanha pausada.', en: 'Campaign paused.', es: 'Campaña en pausa.' },
  'campaigns.query.available.title': {
    pt: 'Campanhas disponíveis',
    en: 'Available campaigns',
    es: 'Campañas disponibles',
  },
  'campaigns.query.emails.title': {
    pt: 'Envios de campanhas',
    en: 'Campaign e-mails',
    es: 'Envíos de campañas',
  },
  'campaigns.query.evolution.title': {
    pt: 'Evolução das campanhas',
    en: 'Campaigns over time',
    es: 'Evolución de las campañas',
  },
  'campaigns.query.code': { pt: 'Código', en: 'Code', es: 'Código' },
  'campaigns.query.name': { pt: 'Campanha', en: 'Campaign', es: 'Campaña' },
  'campaigns.query.status': { pt: 'Situação', en: 'Status', es: 'Estado' },
  'campaigns.query.created': { pt: 'Incluído em', en: 'Created', es: 'Incluido el' },
  'campaigns.query.destination': { pt: 'Destinatário', en: 'Recipient', es: 'Destinatario' },
  'campaigns.query.voucher': { pt: 'Reserva', en: 'Booking', es: 'Reserva' },
  'campaigns.query.delivered': { pt: 'Entregues', en: 'Delivered', es: 'Entregados' },
  'campaigns.query.viewed': { pt: 'Última abertura', en: 'Last opened', es: 'Última apertura' },
  'campaigns.query.visited': { pt: 'Clique', en: 'Clicked', es: 'Clic' },
  'campaigns.query.failed': { pt: 'Falhas', en: 'Failed', es: 'Fallos' },
  'campaigns.query.message': { pt: 'Mensagem', en: 'Message', es: 'Mensaje' },
  'campaigns.query.period': { pt: 'Período', en: 'Period', es: 'Período' },
  'campaigns.query.sent': { pt: 'Enviados', en: 'Sent', es: 'Enviados' },
  'campaigns.query.opened': { pt: 'Abertos', en: 'Opened', es: 'Abiertos' },
  'campaigns.query.clicked': { pt: 'Clicados', en: 'Clicked', es: 'Con clic' },
  'campaigns.query.available.help': {
    pt: '<p>As campanhas do hotel que não foram excluídas, da mais nova para a mais antiga.</p><p><b>{{search}}</b> procura no nome; <b>{{filter}}</b> escolhe uma situação (draft, scheduled, sending, paused, finished, failed); <b>{{sort}}</b> ordena por CMPDESC, DHINCLUSAO, CODCMP ou STATUS (um <b>-</b> antes inverte).</p>',
    en: "<p>The hotel's campaigns that were not removed, newest first.</p><p><b>{{search}}</b> looks in the name; <b>{{filter}}</b> picks a status (draft, scheduled, sending, paused, finished, failed); <b>{{sort}}</b> orders by CMPDESC, DHINCLUSAO, CODCMP or STATUS (a leading <b>-</b> reverses it).</p>",
    es: '<p>Las campañas del hotel que no fueron eliminadas, de la más nueva a la más antigua.</p><p><b>{{search}}</b> busca en el nombre; <b>{{filter}}</b> elige un estado (draft, scheduled, sending, paused, finished, failed); <b>{{sort}}</b> ordena por CMPDESC, DHINCLUSAO, CODCMP o STATUS (un <b>-</b> delante lo invierte).</p>',
    hospital: {
      pt: '<p>As campanhas do hospital que não foram excluídas, da mais nova para a mais antiga.</p><p><b>{{search}}</b> procura no nome; <b>{{filter}}</b> escolhe uma situação (draft, scheduled, sending, paused, finished, failed); <b>{{sort}}</b> ordena por CMPDESC, DHINCLUSAO, CODCMP ou STATUS (um <b>-</b> antes inverte).</p>',
      en: "<p>The hospital's campaigns that were not removed, newest first.</p><p><b>{{search}}</b> looks in the name; <b>{{filter}}</b> picks a status (draft, scheduled, sending, paused, finished, failed); <b>{{sort}}</b> orders by CMPDESC, DHINCLUSAO, CODCMP or STATUS (a leading <b>-</b> reverses it).</p>",
      es: '<p>Las campañas del hospital que no fueron eliminadas, de la más nueva a la más antigua.</p><p><b>{{search}}</b> busca en el nombre; <b>{{filter}}</b> elige un estado (draft, scheduled, sending, paused, finished, failed); <b>{{sort}}</b> ordena por CMPDESC, DHINCLUSAO, CODCMP o STATUS (un <b>-</b> delante lo invierte).</p>',
    },
  },
  'campaigns.query.emails.help': {
    pt: '<p>Cada e-mail de campanha enviado a um hóspede: destinatário (DESTINODELIV), situação (STATUS), campanha (CMPDESC), reserva (VOUCHER), inclusão (DHINCLUSAO), entrega (DHDELIVERED), última abertura (DHLASTVIEWED), clique (DHVISITED), falha (DHFAIL) e mensagem (MSGSTATUS).</p><p>Filtros: <b>DHINCLUSAOINI</b> e <b>DHINCLUSAOFIN</b> ({{dateFormat}}) ou <b>PERIODO</b> (os últimos N dias); <b>CODCMP</b> ou <b>ARRAY_CAMPANHAS_0</b> (códigos separados por vírgula); <b>STATUSDELIV</b> (queued, delivered, opened, clicked, failed, unsubscribed); <b>{{search}}</b> no endereço ou na reserva.</p>',
    en: '<p>Each campaign e-mail sent to a guest: recipient (DESTINODELIV), status (STATUS), campaign (CMPDESC), booking (VOUCHER), created (DHINCLUSAO), delivered (DHDELIVERED), last opened (DHLASTVIEWED), clicked (DHVISITED), failed (DHFAIL) and message (MSGSTATUS).</p><p>Filters: <b>DHINCLUSAOINI</b> and <b>DHINCLUSAOFIN</b> ({{dateFormat}}) or <b>PERIODO</b> (the last N days); <b>CODCMP</b> or <b>ARRAY_CAMPANHAS_0</b> (codes separated by commas); <b>STATUSDELIV</b> (queued, delivered, opened, clicked, failed, unsubscribed); <b>{{search}}</b> in the address or booking.</p>',
    es: '<p>Cada e-mail de campaña enviado a un huésped: destinatario (DESTINODELIV), estado (STATUS), campaña (CMPDESC), reserva (VOUCHER), inclusión (DHINCLUSAO), entrega (DHDELIVERED), última apertura (DHLASTVIEWED), clic (DHVISITED), fallo (DHFAIL) y mensaje (MSGSTATUS).</p><p>Filtros: <b>DHINCLUSAOINI</b> y <b>DHINCLUSAOFIN</b> ({{dateFormat}}) o <b>PERIODO</b> (los últimos N días); <b>CODCMP</b> o <b>ARRAY_CAMPANHAS_0</b> (códigos separados por comas); <b>STATUSDELIV</b> (queued, delivered, opened, clicked, failed, unsubscribed); <b>{{search}}</b> en la dirección o la reserva.</p>',
    hospital: {
      pt: '<p>Cada e-mail de campanha enviado a um paciente: destinatário (DESTINODELIV), situação (STATUS), campanha (CMPDESC), atendimento (VOUCHER), inclusão (DHINCLUSAO), entrega (DHDELIVERED), última abertura (DHLASTVIEWED), clique (DHVISITED), falha (DHFAIL) e mensagem (MSGSTATUS).</p><p>Filtros: <b>DHINCLUSAOINI</b> e <b>DHINCLUSAOFIN</b> ({{dateFormat}}) ou <b>PERIODO</b> (os últimos N dias); <b>CODCMP</b> ou <b>ARRAY_CAMPANHAS_0</b> (códigos separados por vírgula); <b>STATUSDELIV</b> (queued, delivered, opened, clicked, failed, unsubscribed); <b>{{search}}</b> no endereço ou no atendimento.</p>',
      en: '<p>Each campaign e-mail sent to a patient: recipient (DESTINODELIV), status (STATUS), campaign (CMPDESC), appointment (VOUCHER), created (DHINCLUSAO), delivered (DHDELIVERED), last opened (DHLASTVIEWED), clicked (DHVISITED), failed (DHFAIL) and message (MSGSTATUS).</p><p>Filters: <b>DHINCLUSAOINI</b> and <b>DHINCLUSAOFIN</b> ({{dateFormat}}) or <b>PERIODO</b> (the last N days); <b>CODCMP</b> or <b>ARRAY_CAMPANHAS_0</b> (codes separated by commas); <b>STATUSDELIV</b> (queued, delivered, opened, clicked, failed, unsubscribed); <b>{{search}}</b> in the address or appointment.</p>',
      es: '<p>Cada e-mail de campaña enviado a un paciente: destinatario (DESTINODELIV), estado (STATUS), campaña (CMPDESC), atención (VOUCHER), inclusión (DHINCLUSAO), entrega (DHDELIVERED), última apertura (DHLASTVIEWED), clic (DHVISITED), fallo (DHFAIL) y mensaje (MSGSTATUS).</p><p>Filtros: <b>DHINCLUSAOINI</b> y <b>DHINCLUSAOFIN</b> ({{dateFormat}}) o <b>PERIODO</b> (los últimos N días); <b>CODCMP</b> o <b>ARRAY_CAMPANHAS_0</b> (códigos separados por comas); <b>STATUSDELIV</b> (queued, delivered, opened, clicked, failed, unsubscribed); <b>{{search}}</b> en la dirección o la atención.</p>',
    },
  },
  'campaigns.query.evolution.help': {
    pt: '<p>E-mails de campanha enviados, entregues, abertos, clicados e com falha por período: <b>TIPOPERIODO</b> D (dia), S (semana) ou M (mês).</p><p>Filtros: <b>DHINCLUSAOINI</b> e <b>DHINCLUSAOFIN</b> ({{dateFormat}}) ou <b>PERIODO</b> (os últimos N dias; 30 sem nenhum dos dois); <b>CODCMP</b> ou <b>ARRAY_CAMPANHAS_0</b>.</p>',
    en: '<p>Campaign e-mails sent, delivered, opened, clicked and failed per period: <b>TIPOPERIODO</b> D (day), S (week) or M (month).</p><p>Filters: <b>DHINCLUSAOINI</b> and <b>DHINCLUSAOFIN</b> ({{dateFormat}}) or <b>PERIODO</b> (the last N days; 30 without either); <b>CODCMP</b> or <b>ARRAY_CAMPANHAS_0</b>.</p>',
    es: '<p>E-mails de campaña enviados, entregados, abiertos, con clic y con fallo por período: <b>TIPOPERIODO</b> D (día), S (semana) o M (mes).</p><p>Filtros: <b>DHINCLUSAOINI</b> y <b>DHINCLUSAOFIN</b> ({{dateFormat}}) o <b>PERIODO</b> (los últimos N días; 30 sin ninguno de los dos); <b>CODCMP</b> o <b>ARRAY_CAMPANHAS_0</b>.</p>',
  },
};
