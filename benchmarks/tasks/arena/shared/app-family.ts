import { arena } from 'contract-eval/task';
import { searchName } from './app-words.ts';

/** What the app's task families draw from: the customers and tickets of the seed in force. */
type Customer = ReturnType<typeof arena.app.customers>[number];

/** The customers the header search finds with the first two words of a company's name: that customer alone, or others too. */
function searchMatches(query: string): Customer[] {
  const needle = query.toLowerCase();
  return arena.app.customers().filter((c) => [c.company, c.contactName, c.contactEmail, c.id, c.city].some((v) => v.toLowerCase().includes(needle)));
}

/** Whether searching a customer's first two words finds it alone, so the reference's click is the one it means. */
export const foundAlone = (customer: Customer): boolean => {
  const found = searchMatches(searchName(customer.company));
  return found.length === 1 && found[0].id === customer.id;
};

/** Whether a text shows on the dashboard, the first page after signing in. */
export const onDashboard = (text: string): boolean => arena.app.dashboardPage().includes(text);

/** How many tickets a customer has. */
export const ticketCount = (customerId: string): number => arena.app.tickets().filter((t) => t.customerId === customerId).length;
