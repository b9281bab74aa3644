/**
 * What other features may use of institutions (they import it only through this file): the change-hotel list's
 * query keys (a new property refreshes it) and the hotel change itself (a new property offers to switch to it).
 */
export { availableInstitutions, changeInstitution, institutionKeys } from './api';
