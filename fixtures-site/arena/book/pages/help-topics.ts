/** The help centre's articles and the site's policy and company pages (linked from every footer). */
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from '../payment-card.ts';

export interface HelpTopic {
  slug: string;
  title: string;
  group: 'support' | 'policies' | 'company';
  summary: string;
  paragraphs: readonly string[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    slug: 'payments',
    title: 'Payment help',
    group: 'support',
    summary: 'Which cards we take, when you are charged, and the test cards of test mode.',
    paragraphs: [
      'You pay for your stay when you book, on the last step of the booking form. Card details are entered in a secure payment form run by our payment partner; we never see or store the full card number.',
      'We accept Visa, Mastercard and American Express. If your bank declines a payment, nothing is charged and your booking stays open: you can try another card straight away.',
      `This site runs in test mode. The card ${APPROVED_TEST_CARD} is always approved and the card ${DECLINED_TEST_CARD} is always declined; use any future expiry date, any three-digit security code and any name. Every other card number is declined.`,
    ],
  },
  {
    slug: 'cancellations',
    title: 'Cancellations and refunds',
    group: 'support',
    summary: 'How to cancel a stay and when you get your money back.',
    paragraphs: [
      'To cancel, open Manage booking, enter your booking reference and the email address you booked with, and choose Cancel this booking.',
      'Stays marked Free cancellation are refunded in full when cancelled at least two days before check-in. Other stays are non-refundable unless you bought travel insurance.',
      'Refunds reach your card within 5 to 10 working days.',
    ],
  },
  {
    slug: 'changing-a-booking',
    title: 'Changing your booking',
    group: 'support',
    summary: 'Dates, guests and rooms after you have booked.',
    paragraphs: [
      'Dates and rooms cannot be changed online. Cancel the booking (free for stays with free cancellation) and book again, or contact the property directly.',
      'You can add special requests by replying to your confirmation email; the property will answer within a day.',
    ],
  },
  {
    slug: 'check-in',
    title: 'Check-in and check-out',
    group: 'support',
    summary: 'Times, keys and arriving late.',
    paragraphs: [
      'Check-in starts at 15:00 and check-out is until 11:00 at most properties; the property page lists its own times under House rules.',
      'Arriving after midnight? Tell the property your arrival time in the booking form so someone waits for you.',
    ],
  },
  {
    slug: 'travel-insurance',
    title: 'Travel insurance',
    group: 'support',
    summary: 'Basic and full cover, and how to claim.',
    paragraphs: [
      'Basic cover refunds your stay if you fall ill before travelling. Full cover refunds it for any documented reason and also covers lost luggage up to $1,000.',
      'Claims are made online within 30 days of the cancelled check-in date.',
    ],
  },
  {
    slug: 'accessibility',
    title: 'Accessibility',
    group: 'support',
    summary: 'Finding stays that suit your needs.',
    paragraphs: [
      'Use the Wheelchair accessible filter on the search results to find properties with step-free access and adapted bathrooms.',
      'Our website follows WCAG 2.2 AA. Tell us about any barrier you meet through Contact us.',
    ],
  },
  {
    slug: 'contact',
    title: 'Contact us',
    group: 'support',
    summary: 'Reach our customer service team.',
    paragraphs: ['Our team answers messages every day from 07:00 to 23:00 (UTC). Have your booking reference ready: it starts with BK-.'],
  },
  {
    slug: 'terms',
    title: 'Terms of service',
    group: 'policies',
    summary: 'The agreement between you, us and the property.',
    paragraphs: [
      'Your contract for the stay is with the property. We arrange the booking and take the payment on its behalf.',
      'Prices are per room for the whole stay and include taxes; city taxes may be payable at the property.',
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    group: 'policies',
    summary: 'What we keep about you and why.',
    paragraphs: ['We keep your name, contact details and bookings to run your stays. Card numbers are handled by our payment partner; we keep only the last four digits.'],
  },
  {
    slug: 'cookies',
    title: 'Cookie policy',
    group: 'policies',
    summary: 'The cookies this site sets.',
    paragraphs: ['We use only the cookies needed to run the site. There is no advertising tracking.'],
  },
  {
    slug: 'about',
    title: 'About Wayfarer',
    group: 'company',
    summary: 'Who we are.',
    paragraphs: ['Wayfarer has helped travellers find hotels, apartments and guest houses since 2011, in more than forty cities on five continents.'],
  },
  {
    slug: 'careers',
    title: 'Careers',
    group: 'company',
    summary: 'Work with us.',
    paragraphs: ['We are hiring engineers, designers and customer service agents in Lisbon and Vienna. Open roles are posted here first.'],
  },
  {
    slug: 'partners',
    title: 'List your property',
    group: 'company',
    summary: 'For hotels, apartments and guest houses.',
    paragraphs: ['Property owners can list for free and pay a commission only on completed stays.'],
  },
  {
    slug: 'press',
    title: 'Press centre',
    group: 'company',
    summary: 'News and media contacts.',
    paragraphs: ['Journalists can reach our press office through Contact us.'],
  },
];

export function helpTopic(slug: string): HelpTopic | undefined {
  return HELP_TOPICS.find((t) => t.slug === slug);
}
