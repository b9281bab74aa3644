import type { Message } from '../../platform/messages';

/** Emulation's words (emulation.ts); the registry's refusal of personal actions is platform.emulating. */
export const emulationMessages: Record<string, Message> = {
  'auth.emulation.started': {
    pt: 'Agora você está vendo o sistema como {{name}}.',
    en: 'You are now viewing the system as {{name}}.',
    es: 'Ahora está viendo el sistema como {{name}}.',
  },
  'auth.emulation.stopped': {
    pt: 'Você voltou a ver o sistema como {{name}}.',
    en: 'You are viewing the system as {{name}} again.',
    es: 'Volvió a ver el sistema como {{name}}.',
  },
  'auth.emulation.self': {
    pt: 'Escolha outro usuário: você já vê o sistema como você mesmo.',
    en: 'Choose another user: you already see the system as yourself.',
    es: 'Elija otro usuario: usted ya ve el sistema como usted mismo.',
  },
  'auth.emulation.not_member': {
    pt: 'Usuário não encontrado entre os usuários ativos daqui.',
    en: 'User not found among the active users here.',
    es: 'Usuario no encontrado entre los usuarios activos de aquí.',
  },
  'auth.emulation.escalation': {
    pt: '{{name}} tem permissões que você não tem aqui: por segurança, não é possível ver o sistema como este usuário.',
    en: '{{name}} holds permissions you do not hold here: for safety, you cannot view the system as this user.',
    es: '{{name}} tiene permisos que usted no tiene aquí: por seguridad, no es posible ver el sistema como este usuario.',
  },
  'auth.emulation.no_grants': {
    pt: '{{name}} não tem permissões de equipe aqui: não há o que ver como este usuário.',
    en: '{{name}} has no staff permissions here: there is nothing to see as this user.',
    es: '{{name}} no tiene permisos de equipo aquí: no hay nada que ver como este usuario.',
  },
  'auth.emulation.not_emulating': {
    pt: 'Você não está vendo o sistema como outro usuário.',
    en: 'You are not viewing the system as another user.',
    es: 'Usted no está viendo el sistema como otro usuario.',
  },
};
