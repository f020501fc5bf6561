/** The CRM's records as generated (app.arena.test). */
export { seedCustomers as customers } from '../../../fixtures-site/arena/app/data/customers.ts';
export { seedTickets as tickets } from '../../../fixtures-site/arena/app/data/tickets.ts';
export { ON_CALL as onCall, STAFF as staff } from '../../../fixtures-site/arena/app/data/staff.ts';
