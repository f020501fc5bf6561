/**
 * An open support ticket handed to another agent, in Harbor CRM. `reassigned`: a later message
 * names another agent (the later one wins). `unknown`: the ticket number does not exist, and no
 * ticket of the customer it names has the subject it gives: there is nothing to reassign.
 */
import { seedCustomers } from '../../../app/data/customers.ts';
import { SUPPORT_AGENTS } from '../../../app/data/staff.ts';
import { isOpen, seedTickets } from '../../../app/data/tickets.ts';
import { COLLEAGUES, firstName, lines, type Draw, type Drawn } from '../request.ts';

export type TicketVariant = 'plain' | 'reassigned' | 'unknown';

export interface TicketData {
  id: string;
  subject: string;
  company: string;
  /** Who has it now, and who is to have it: the last one named. */
  from: string;
  assignee: string;
  /** Who the first message names (another agent when it was reassigned). */
  asked: string;
}

export type TicketRequest = Drawn<'ticket', TicketVariant, TicketData>;

export function ticket(variant: TicketVariant) {
  return (draw: Draw): TicketRequest => {
    // The agents a workday names (one off today, the ones given tickets) are each named once: a ticket never goes to someone who is off.
    const agents = SUPPORT_AGENTS.map((agent) => agent.name).filter((agent) => draw.free(`agent:${agent}`));
    const open = seedTickets().filter((t) => isOpen(t) && agents.includes(t.assignee));
    const picked = draw.claim(open, (t) => t.id, 'tickets');
    const [asked, later] = draw.random.sample(
      agents.filter((agent) => agent !== picked.assignee),
      2,
    );
    draw.take(...[picked.assignee, asked, later].map((agent) => `agent:${agent}`));
    const assignee = variant === 'reassigned' ? later : asked;
    const highest = Math.max(...seedTickets().map((t) => Number(t.id.slice(3))));
    const unknown = variant === 'unknown';
    const id = unknown ? `TK-${highest + draw.random.int(40, 900)}` : picked.id;
    const company = seedCustomers().find((customer) => customer.id === picked.customerId)!.company;
    const theirs = new Set(seedTickets().filter((t) => t.customerId === picked.customerId).map((t) => t.subject));
    const topic = unknown ? draw.random.pick(seedTickets().filter((t) => !theirs.has(t.subject))).subject : picked.subject;
    const subject = `Ticket ${id}: new owner`;
    const { name, address } = COLLEAGUES.supportLead;
    return {
      kind: 'ticket',
      variant,
      data: { id, subject: topic, company, from: picked.assignee, assignee, asked },
      mail: [
        {
          when: 'first',
          from: address,
          subject,
          body: lines('Hi Jordan,', '', `${firstName(picked.assignee)} is off from today. Could you reassign ${id} (“${topic}”, ${company}) to ${asked} in Harbor CRM? Nothing else on the ticket needs to change.`, '', 'Thanks,', firstName(name)),
        },
        ...(variant === 'reassigned'
          ? [{ when: 'later' as const, from: address, subject: `Re: ${subject}`, body: lines('Change of plan:', '', `${firstName(asked)} is fully booked this week. Please give ${id} to ${later} instead.`, '', firstName(name)) }]
          : []),
      ],
    };
  };
}
