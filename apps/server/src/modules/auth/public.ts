/**
 * What other code may call of auth (docs/decisions/0024-module-borders.md). No module needs auth: sessions and
 * callers are the platform's. The demo seed and the test factories store passwords the way sign-in checks them.
 */

/**
 * A user's membership of one hotel (user_institutions and that hotel's grants): read, set, remove, copy to a new
 * hotel. Callers check who may do it (users administration, new hotel).
 */
export { copyHotelMemberships, hotelGrantsOf, removeHotelMembership, setHotelMembership } from './memberships';
export { hashPassword } from './passwords';
