import type { Message } from '../../platform/messages';
import { userAdminMessages } from './users-messages';

export const authMessages: Record<string, Message> = {
  ...userAdminMessages,
  'auth.login_ok': { pt: 'Login com sucesso!', en: 'Signed in successfully!', es: '¡Inicio de sesión exitoso!' },
  'auth.logout_ok': { pt: 'Logout com sucesso!', en: 'Signed out successfully!', es: '¡Sesión cerrada con éxito!' },
  'auth.invalid_credentials': {
    pt: 'E-mail ou senha inválidos.',
    en: 'Invalid e-mail or password.',
    es: 'Correo electrónico o contraseña inválidos.',
  },
  'auth.inactive': {
    pt: 'Conta ainda não ativada. Use "Ativar conta" para receber o link de ativação.',
    en: 'Account not activated yet. Use "Activate account" to receive the activation link.',
    es: 'Cuenta aún no activada. Use "Activar cuenta" para recibir el enlace de activación.',
  },
  'auth.not_authenticated': { pt: 'Usuário não autenticado.', en: 'User not signed in.', es: 'Usuario no autenticado.' },
  'auth.invalid_email': {
    pt: 'Informe um e-mail válido.',
    en: 'Please enter a valid email address.',
    es: 'Ingrese un correo electrónico válido.',
  },
  'auth.recovery_sent': {
    pt: 'Link para recuperação da senha enviada para o email!',
    en: 'Password recovery link sent to your email!',
    es: '¡Enlace de recuperación de contraseña enviado a su correo!',
  },
  'auth.activation_sent': {
    pt: 'Link para ativação da conta enviada para o email!',
    en: 'Account activation link sent to your email!',
    es: '¡Enlace de activación de la cuenta enviado a su correo!',
  },
  'auth.link_invalid': {
    pt: 'Este link é inválido, já foi usado ou expirou. Solicite um novo.',
    en: 'This link is invalid, already used or expired. Please request a new one.',
    es: 'Este enlace es inválido, ya fue usado o expiró. Solicite uno nuevo.',
  },
  'auth.password_mismatch': {
    pt: 'A confirmação não confere com a nova senha.',
    en: 'The confirmation does not match the new password.',
    es: 'La confirmación no coincide con la nueva contraseña.',
  },
  'auth.password_weak': {
    pt: 'A senha deve ter ao menos 8 caracteres, com letras e números.',
    en: 'The password must have at least 8 characters, with letters and numbers.',
    es: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
  },
  'auth.current_password_wrong': {
    pt: 'A senha atual está incorreta.',
    en: 'The current password is incorrect.',
    es: 'La contraseña actual es incorrecta.',
  },
  'auth.password_changed': {
    pt: 'Senha alterada com sucesso!',
    en: 'Password changed successfully!',
    es: '¡Contraseña cambiada con éxito!',
  },
  'auth.release_code_changed': {
    pt: 'Código de liberação alterado com sucesso!',
    en: 'Release code changed successfully!',
    es: '¡Código de liberación cambiado con éxito!',
  },
  'auth.account_activated': {
    pt: 'Conta ativada com sucesso! Faça o login.',
    en: 'Account activated! Please sign in.',
    es: '¡Cuenta activada! Inicie sesión.',
  },
  'auth.password_reset': {
    pt: 'Senha redefinida com sucesso! Faça o login.',
    en: 'Password reset! Please sign in.',
    es: '¡Contraseña restablecida! Inicie sesión.',
  },
  'auth.mail.recovery.subject': {
    pt: 'Recuperação de senha',
    en: 'Password recovery',
    es: 'Recuperación de contraseña',
  },
  'auth.mail.recovery.body': {
    pt: 'Olá, {{name}}.\n\nPara criar uma nova senha, abra o link abaixo (válido por {{hours}} horas, uso único):\n{{link}}\n\nSe você não pediu, ignore este e-mail.',
    en: 'Hello, {{name}}.\n\nTo create a new password, open the link below (valid for {{hours}} hours, single use):\n{{link}}\n\nIf you did not ask for it, ignore this e-mail.',
    es: 'Hola, {{name}}.\n\nPara crear una nueva contraseña, abra el enlace a continuación (válido por {{hours}} horas, uso único):\n{{link}}\n\nSi no lo solicitó, ignore este correo.',
  },
  'auth.mail.activation.subject': { pt: 'Ative sua conta', en: 'Activate your account', es: 'Active su cuenta' },
  'auth.mail.activation.body': {
    pt: 'Olá, {{name}}.\n\nPara ativar sua conta e definir sua senha, abra o link abaixo (válido por {{hours}} horas, uso único):\n{{link}}',
    en: 'Hello, {{name}}.\n\nTo activate your account and set your password, open the link below (valid for {{hours}} hours, single use):\n{{link}}',
    es: 'Hola, {{name}}.\n\nPara activar su cuenta y definir su contraseña, abra el enlace a continuación (válido por {{hours}} horas, uso único):\n{{link}}',
  },
  'auth.mail.already_active.body': {
    pt: 'Olá, {{name}}.\n\nSua conta já está ativa. Se esqueceu a senha, use "Esqueci minha senha" em {{link}}',
    en: 'Hello, {{name}}.\n\nYour account is already active. If you forgot your password, use "Forgot password" at {{link}}',
    es: 'Hola, {{name}}.\n\nSu cuenta ya está activa. Si olvidó su contraseña, use "Olvidé mi contraseña" en {{link}}',
  },
};
