import { maskDocument } from '@gm/domain/documents';
import type { PermissionRequirement } from '@gm/domain/permissions';
import { satisfies } from '@gm/domain/permissions';
import type { InstitutionContext } from '../../platform/registry';

/** 'maria.silva@gmail.com' -> 'm***@g***.com': enough to recognise an address, not to learn it. */
export function maskEmail(address: string | null | undefined): string | null {
  if (!address) return null;
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  const host = address.slice(at + 1);
  const dot = host.lastIndexOf('.');
  const tld = dot > 0 ? host.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

const CPF_LIKE = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
const EMAIL_LIKE = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;

/**
 * A text from outside (a PMS's error message) with any CPF or e-mail address it quotes masked: the dashboards show
 * the message, never the guest's data it may echo.
 */
export function scrub(text: string | null | undefined): string | null {
  if (!text) return text ?? null;
  return text.replace(CPF_LIKE, (m) => maskDocument(m) ?? '***').replace(EMAIL_LIKE, (m) => maskEmail(m) ?? '***');
}

/** Whether the caller holds `permission` at hotel `codIns` (the hotel a query runs for, side by side or not). */
export function callerHolds(ctx: InstitutionContext, permission: PermissionRequirement, codIns: number): boolean {
  const c = ctx.caller;
  return c.kind === 'user' && satisfies(c.permissions, permission, { codIns, idUser: c.idUser });
}
