/**
 * Where a hotel's logo is served (GET /institutions/{codIns}/logo, public, logo-routes.ts). E-mails and guest pages
 * link it; `?v=` names the stored version, so a new logo is a new address and browsers may keep each one long.
 */
export function logoPath(institutionId: number): string {
  return `/institutions/${institutionId}/logo`;
}

/** The version of a stored logo: the start of its random blob key. */
export function logoVersion(logoKey: string): string {
  return logoKey.slice(0, 12);
}

export function logoUrl(institutionId: number, logoKey: string): string {
  return `${logoPath(institutionId)}?v=${logoVersion(logoKey)}`;
}
