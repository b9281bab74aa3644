import { labels } from './labels';

/** The dashboards' titles (the workbook's file name in executeQueryXls/{dashboard}). */
export const boardMessages = labels('dashboards.board', {
  'check-in-summary': ['Check-in: resumo', 'Check-in: summary', 'Check-in: resumen'],
  'check-in-reservations': ['Check-in: reservas', 'Check-in: bookings', 'Check-in: reservas'],
  'check-in-list': ['Check-in: lista', 'Check-in: list', 'Check-in: lista'],
  'check-in-link': ['Check-in: links enviados', 'Check-in: links sent', 'Check-in: enlaces enviados'],
  'check-in-comparative': ['Check-in: comparativo', 'Check-in: comparison', 'Check-in: comparativo'],
  'check-in-fill': ['Check-in: preenchimento', 'Check-in: completion', 'Check-in: llenado'],
  'check-in-provision-summary': ['Check-in: previsão', 'Check-in: forecast', 'Check-in: previsión'],
  'check-in-provision': ['Check-in: chegadas previstas', 'Check-in: expected arrivals', 'Check-in: llegadas previstas'],
  'nps-summary': ['NPS: resumo', 'NPS: summary', 'NPS: resumen'],
  'nps-rating': ['NPS: avaliação', 'NPS: rating', 'NPS: valoración'],
  'nps-list': ['NPS: respostas', 'NPS: answers', 'NPS: respuestas'],
  'nps-reviews': ['NPS: comentários', 'NPS: comments', 'NPS: comentarios'],
  'nps-link': ['NPS: convites', 'NPS: invitations', 'NPS: invitaciones'],
  'nps-comparative': ['NPS: comparativo', 'NPS: comparison', 'NPS: comparativo'],
  'nps-advanced': ['NPS: avançado', 'NPS: advanced', 'NPS: avanzado'],
  // Totem and door-lock families (decision 0073).
  'totem-summary': ['Totem: resumo', 'Kiosk: summary', 'Tótem: resumen'],
  'totem-pagamento': ['Totem: pagamentos', 'Kiosk: payments', 'Tótem: pagos'],
  'totem-checkin': ['Totem: check-in e chaves', 'Kiosk: check-in and keys', 'Tótem: check-in y llaves'],
  'door-lock-operations': ['Fechaduras: operações', 'Door locks: operations', 'Cerraduras: operaciones'],
  'door-lock-operations-room-dl': [
    'Fechaduras: por quarto',
    'Door locks: by room',
    'Cerraduras: por habitación',
    'Fechaduras: por quarto ou leito',
    'Door locks: by room or bed',
    'Cerraduras: por habitación o cama',
  ],
});
