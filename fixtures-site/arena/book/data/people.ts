/** Names and countries for guests, reviewers and the traveller form's country list. */
import { destinations } from './destinations.ts';

export const FIRST_NAMES = ['Amelia', 'Noah', 'Sofia', 'Liam', 'Chloé', 'Mateo', 'Hannah', 'Yusuf', 'Ingrid', 'Kenji', 'Priya', 'Tomás', 'Freya', 'Omar', 'Lucía', 'Erik', 'Mei', 'Jonas', 'Aisha', 'Pablo', 'Clara', 'Ravi', 'Elena', 'Samuel'];
export const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak', 'Fischer', 'García', 'Byrne', 'Kowalski', 'Haddad', 'Rossi', 'Jensen', 'Patel', 'Dubois', 'Nakamura', 'Costa', 'Weber', 'Murphy', 'Ahmed'];

const MORE_COUNTRIES = ['Belgium', 'Brazil', 'Chile', 'China', 'Finland', 'India', 'New Zealand', 'Norway', 'Poland', 'Switzerland'];

let cached: string[] | undefined;

/** Countries a traveller can say they live in: every destination's country and a few more, sorted. */
export function countries(): readonly string[] {
  cached ??= [...new Set([...destinations().map((d) => d.country), ...MORE_COUNTRIES])].sort((a, b) => a.localeCompare(b));
  return cached;
}
