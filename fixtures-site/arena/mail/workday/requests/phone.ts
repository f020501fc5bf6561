/**
 * A customer's new phone number, for Harbor CRM. `corrected`: a later message gives another
 * number (the later one wins). `unknown`: the company is no customer; another customer shares the
 * first word of its name, the record a guess would change.
 */
import { seedCustomers, type Customer } from '../../../app/data/customers.ts';
import { COUNTRIES, INDUSTRIES } from '../../../app/data/words.ts';
import { COLLEAGUES, firstName, lines, type Draw, type Drawn } from '../request.ts';

export type PhoneVariant = 'plain' | 'corrected' | 'unknown';

export interface PhoneData {
  id: string;
  company: string;
  /** The number to enter: the last one given. */
  phone: string;
  /** The number the first message gives (another one when it was corrected). */
  asked: string;
  /** An unknown company's look-alike customer, as it is. */
  lookalike?: Pick<Customer, 'id' | 'company' | 'phone'>;
}

export type PhoneRequest = Drawn<'phone', PhoneVariant, PhoneData>;

const dialOf = (customer: Customer) => COUNTRIES.find((country) => country.name === customer.country)!.dial;

/** A company name that is no customer's and shares its first word with `customer`'s. */
function lookalikeName(draw: Draw, customer: Customer): string {
  const [stem] = customer.company.split(' ');
  const names = new Set(seedCustomers().map((c) => c.company.split(' ').slice(0, 2).join(' ')));
  const suffix = COUNTRIES.find((country) => country.name === customer.country)!.suffix;
  const words = INDUSTRIES.flatMap((industry) => industry.words).filter((word) => !names.has(`${stem} ${word}`));
  return `${stem} ${draw.random.pick(words)} ${suffix}`;
}

export function phone(variant: PhoneVariant) {
  return (draw: Draw): PhoneRequest => {
    const { random } = draw;
    const customer = draw.customer((c) => c.status !== 'Churned');
    const number = () => `${dialOf(customer)} ${random.int(20, 89)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`;
    const asked = number();
    const unknown = variant === 'unknown';
    const highest = Math.max(...seedCustomers().map((c) => Number(c.id.slice(4))));
    const id = unknown ? `CUS-${highest + random.int(30, 700)}` : customer.id;
    const company = unknown ? lookalikeName(draw, customer) : customer.company;
    const corrected = variant === 'corrected' ? `${asked.slice(0, -4)}${String(random.int(1000, 9999))}` : asked;
    const subject = `New phone number for ${company}`;
    const { name, address } = COLLEAGUES.support;
    return {
      kind: 'phone',
      variant,
      data: { id, company, phone: corrected, asked, ...(unknown && { lookalike: { id: customer.id, company: customer.company, phone: customer.phone } }) },
      mail: [
        {
          when: 'first',
          from: address,
          subject,
          body: lines('Hi Jordan,', '', `${company} (${id}) called the support line: their new number is ${asked}. Could you put it into Harbor CRM? Please copy it exactly as written: we dial from the CRM.`, '', 'Thanks,', firstName(name)),
        },
        ...(variant === 'corrected'
          ? [{ when: 'later' as const, from: address, subject: `Re: ${subject}`, body: lines('Sorry, Jordan: I misheard the last four digits.', '', `The right number for ${company} is ${corrected}, not ${asked}.`, '', firstName(name)) }]
          : []),
      ],
    };
  };
}
