import type { Message } from '../../platform/messages';

/** Users administration's refusals and invitation mail (merged into the auth module's messages). */
export const userAdminMessages: Record<string, Message> = {
  'auth.deactivated': {
    pt: 'Seu acesso foi desativado. Fale com o administrador do hotel.',
    en: "Your access was deactivated. Please contact the hotel's administrator.",
    es: 'Su acceso fue desactivado. Hable con el administrador del hotel.',
    hospital: {
      pt: 'Seu acesso foi desativado. Fale com o administrador do hospital.',
      en: "Your access was deactivated. Please contact the hospital's administrator.",
      es: 'Su acceso fue desactivado. Hable con el administrador del hospital.',
    },
  },
  'users.not_found': {
    pt: 'Usuário não encontrado neste hotel.',
    en: 'User not found in this hotel.',
    es: 'Usuario no encontrado en este hotel.',
    hospital: {
      pt: 'Usuário não encontrado neste hospital.',
      en: 'User not found in this hospital.',
      es: 'Usuario no encontrado en este hospital.',
    },
  },
  'users.already_member': {
    pt: 'Este e-mail já é de um usuário deste hotel.',
    en: 'This e-mail already belongs to a user of this hotel.',
    es: 'Este correo ya es de un usuario de este hotel.',
    hospital: {
      pt: 'Este e-mail já é de um usuário deste hospital.',
      en: 'This e-mail already belongs to a user of this hospital.',
      es: 'Este correo ya es de un usuario de este hospital.',
    },
  },
  'users.account_deactivated': {
    pt: 'Esta conta está desativada. Quem administra todos os hotéis dela pode reativá-la.',
    en: 'This account is deactivated. An administrator of all its hotels can reactivate it.',
    es: 'Esta cuenta está desactivada. Quien administra todos sus hoteles puede reactivarla.',
  },
  'users.grant_other_hotel': {
    pt: 'Esta permissão é de outro hotel.',
    en: 'This permission belongs to another hotel.',
    es: 'Este permiso es de otro hotel.',
  },
  'users.hotel_is_current': {
    pt: 'Este é o hotel atual: a função aqui é a escolhida acima.',
    en: 'This is the current hotel: the role here is the one chosen above.',
    es: 'Este es el hotel actual: la función aquí es la elegida arriba.',
    hospital: {
      pt: 'Este é o hospital atual: a função aqui é a escolhida acima.',
      en: 'This is the current hospital: the role here is the one chosen above.',
      es: 'Este es el hospital actual: la función aquí es la elegida arriba.',
    },
  },
  'users.hotel_not_administered': {
    pt: 'Você não administra usuários nesse hotel; nada foi alterado.',
    en: 'You do not manage users at that hotel; nothing was changed.',
    es: 'Usted no administra usuarios en ese hotel; no se cambió nada.',
    hospital: {
      pt: 'Você não administra usuários nessa unidade; nada foi alterado.',
      en: 'You do not manage users at that unit; nothing was changed.',
      es: 'Usted no administra usuarios en esa unidad; no se cambió nada.',
    },
  },
  'users.last_hotel': {
    pt: 'Este é o último hotel desta pessoa. Para tirar todo o acesso dela, desative o acesso.',
    en: "This is this person's last hotel. To end all their access, deactivate it instead.",
    es: 'Este es el último hotel de esta persona. Para quitarle todo el acceso, desactive el acceso.',
    hospital: {
      pt: 'Esta é a última unidade desta pessoa. Para tirar todo o acesso dela, desative o acesso.',
      en: "This is this person's last unit. To end all their access, deactivate it instead.",
      es: 'Esta es la última unidad de esta persona. Para quitarle todo el acceso, desactive el acceso.',
    },
  },
  'users.grant_not_held': {
    pt: 'Você não pode conceder nem retirar o que não tem: {{grant}}',
    en: 'You cannot give or take away what you do not hold: {{grant}}',
    es: 'No puede conceder ni quitar lo que no tiene: {{grant}}',
  },
  'users.own_admin_rights': {
    pt: 'Você não pode retirar a sua própria permissão de administrar usuários.',
    en: 'You cannot take away your own right to manage users.',
    es: 'No puede quitar su propio permiso de administrar usuarios.',
  },
  'users.not_yourself': {
    pt: 'Você não pode desativar o seu próprio acesso.',
    en: 'You cannot deactivate your own access.',
    es: 'No puede desactivar su propio acceso.',
  },
  'users.not_yourself_remove': {
    pt: 'Você não pode remover a si mesmo deste hotel.',
    en: 'You cannot remove yourself from this hotel.',
    es: 'No puede quitarse a sí mismo de este hotel.',
    hospital: {
      pt: 'Você não pode remover a si mesmo deste hospital.',
      en: 'You cannot remove yourself from this hospital.',
      es: 'No puede quitarse a sí mismo de este hospital.',
    },
  },
  'users.outranks': {
    pt: 'Este usuário tem permissões que você não tem; só quem as tem pode alterá-lo.',
    en: 'This user holds permissions you do not; only someone who holds them can change this user.',
    es: 'Este usuario tiene permisos que usted no tiene; solo quien los tiene puede cambiarlo.',
  },
  'users.other_hotels': {
    pt: 'Este usuário também trabalha em hotéis que você não administra: remova-o deste hotel em vez de desativá-lo.',
    en: 'This user also works in hotels you do not administer: remove them from this hotel instead of deactivating them.',
    es: 'Este usuario también trabaja en hoteles que usted no administra: quítelo de este hotel en lugar de desactivarlo.',
  },
  'users.deactivated_no_mail': {
    pt: 'Esta conta está desativada: reative-a antes de enviar um link.',
    en: 'This account is deactivated: reactivate it before sending a link.',
    es: 'Esta cuenta está desactivada: reactívela antes de enviar un enlace.',
  },
  'users.mail_wait': {
    pt: 'Já enviamos vários e-mails para este endereço na última hora. Tente mais tarde.',
    en: 'Several e-mails already went to this address in the last hour. Please try later.',
    es: 'Ya enviamos varios correos a esta dirección en la última hora. Inténtelo más tarde.',
  },
  'users.mail.invite.subject': {
    pt: 'Você foi convidado para o sistema',
    en: 'You have been invited',
    es: 'Ha sido invitado al sistema',
  },
  'users.mail.invite.body': {
    pt: 'Olá, {{name}}.\n\n{{inviter}} convidou você para acessar {{hotel}}. Para ativar sua conta e definir sua senha, abra o link abaixo (válido por {{hours}} horas, uso único):\n{{link}}',
    en: 'Hello, {{name}}.\n\n{{inviter}} invited you to {{hotel}}. To activate your account and set your password, open the link below (valid for {{hours}} hours, single use):\n{{link}}',
    es: 'Hola, {{name}}.\n\n{{inviter}} lo invitó a acceder a {{hotel}}. Para activar su cuenta y definir su contraseña, abra el enlace a continuación (válido por {{hours}} horas, uso único):\n{{link}}',
  },
};
