/**
 * What other code may call of auth (docs/decisions/0024-module-borders.md). No module needs auth: sessions and
 * callers are the platform's. The demo seed and the test factories store passwords the way sign-in checks them.
 */

export { hashPassword } from './passwords';
