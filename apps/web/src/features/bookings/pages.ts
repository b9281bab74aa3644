export { ActivityPage } from './activity-page';
export { BookingsPage } from './bookings-page';
export { MappingPage } from './mapping-page';
export { NewPersonPage } from './new-person-page';
export { PendingPage } from './pending-page';
export { ReceptionPage } from './reception-page';
