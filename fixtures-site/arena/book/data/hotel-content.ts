/** A property's words: its description, guest reviews and score breakdown, generated per property. */
import { Random } from '../../../site-kit/random.ts';
import { addDays, TODAY } from '../dates.ts';
import type { Hotel } from './hotels.ts';
import { FIRST_NAMES, countries } from './people.ts';

const OPENERS = [
  (h: Hotel) => `${h.name} sits in ${h.neighbourhood}, ${h.distanceKm.toFixed(1)} km from the centre of ${h.destination.name}.`,
  (h: Hotel) => `In the heart of ${h.neighbourhood}, ${h.name} is ${h.distanceKm < 1.5 ? 'a short walk' : 'a short tram ride'} from ${h.destination.name}'s main sights.`,
  (h: Hotel) => `Guests of ${h.name} wake up in ${h.neighbourhood}, one of the liveliest parts of ${h.destination.name}.`,
];
const MIDDLES = [
  'Rooms are bright and simply furnished, with blackout curtains, a desk and a private bathroom with a rain shower.',
  'Every room has hardwood floors, a flat-screen TV, a kettle and soundproofed windows.',
  'Rooms mix restored original features with modern comforts, and most look onto a quiet inner courtyard.',
  'The rooms were renovated last winter and now have air conditioning, new beds and large walk-in showers.',
];
const CLOSERS = [
  'The staff at the 24-hour front desk are happy to book tours, restaurants and taxis.',
  'A generous buffet is served every morning in the breakfast room, with local pastries and fresh fruit.',
  'Luggage storage is free before check-in and after check-out, and the lobby has a small library.',
  'Public transport stops are two minutes away, and bikes can be rented at reception.',
];

export function description(hotel: Hotel): string[] {
  const random = Random.for('book', 'description', hotel.id);
  return [random.pick(OPENERS)(hotel), random.pick(MIDDLES), random.pick(CLOSERS)];
}

const LIKED = ['The location could not be better', 'Spotless room and a very comfortable bed', 'Friendly staff who remembered our names', 'Great breakfast with plenty of choice', 'Quiet at night despite the central location', 'Lovely terrace for an evening drink', 'Check-in was quick and easy', 'Good value for the city'];
const DISLIKED = ['The shower pressure was weak', 'Walls are a little thin', 'The lift is tiny', 'Breakfast ends early at 10:00', 'Street noise on Friday night', 'The wifi dropped in our room', 'Nothing, we would come back', 'Parking nearby is expensive'];
const TRIP_TYPES = ['Couple', 'Solo traveller', 'Family', 'Group of friends', 'Business traveller'];

const STORIES = [
  'We stayed for a long weekend and used it as a base to explore the city on foot.',
  'Our room faced the street, so ask for one at the back if you are a light sleeper.',
  'The reception kept our bags after check-out and recommended a wonderful restaurant nearby.',
  'Everything matched the photos, and the bed was one of the most comfortable we have had in a hotel.',
  'We arrived late at night and the night porter had everything ready for us.',
  'The neighbourhood is full of small bakeries and cafés, and the tram stop is right outside.',
  'Housekeeping was discreet and the room was cleaned every day while we were out.',
  'It is not luxurious, but for the price it was exactly what we needed.',
];

export interface Review {
  author: string;
  country: string;
  tripType: string;
  date: string;
  score: number;
  title: string;
  liked: string;
  disliked: string;
  story: string;
}

export function reviews(hotel: Hotel, count = 32): Review[] {
  const random = Random.for('book', 'reviews', hotel.id);
  return Array.from({ length: count }, (_, index) => {
    const score = Math.max(4, Math.min(10, Math.round((hotel.rating + (random.next() - 0.5) * 3) * 10) / 10));
    return {
      author: random.pick(FIRST_NAMES),
      country: random.pick(countries()),
      tripType: random.pick(TRIP_TYPES),
      date: addDays(TODAY, -(index * 9 + random.int(1, 8))),
      score,
      title: score >= 9 ? 'Superb stay' : score >= 8 ? 'Really enjoyed it' : score >= 7 ? 'Good for the price' : 'Fine for a night or two',
      liked: random.pick(LIKED),
      disliked: random.pick(DISLIKED),
      story: random.sample(STORIES, 2).join(' '),
    };
  });
}

const SCORE_CATEGORIES = ['Staff', 'Cleanliness', 'Location', 'Comfort', 'Facilities', 'Value for money'] as const;

export function scoreBreakdown(hotel: Hotel): Array<[string, number]> {
  const random = Random.for('book', 'scores', hotel.id);
  return SCORE_CATEGORIES.map((category) => [category, Math.max(5, Math.min(10, Math.round((hotel.rating + (random.next() - 0.5) * 1.6) * 10) / 10))]);
}

const FACILITIES: Record<string, readonly string[]> = {
  General: ['Non-smoking rooms', 'Heating', 'Lift', 'Soundproof rooms', 'Luggage storage', 'Daily housekeeping', 'Ironing service', 'Safe'],
  Bathroom: ['Private bathroom', 'Hairdryer', 'Free toiletries', 'Towels', 'Walk-in shower', 'Bathtub'],
  'Food and drink': ['Tea and coffee maker', 'Minibar', 'Coffee house on site', 'Packed lunches', 'Kids meals'],
  Services: ['24-hour front desk', 'Express check-in and check-out', 'Tour desk', 'Currency exchange', 'Laundry', 'Bicycle rental'],
  'Languages spoken': ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Japanese'],
};

/** The full facilities list by group: the headline amenities plus generated extras. */
export function facilityGroups(hotel: Hotel): Array<[string, string[]]> {
  const random = Random.for('book', 'facilities', hotel.id);
  const groups: Array<[string, string[]]> = [['Most popular', [...hotel.amenities]], ...Object.entries(FACILITIES).map(([group, items]): [string, string[]] => [group, items.filter(() => random.chance(0.6))])];
  return groups.filter(([, items]) => items.length > 0);
}

const LANDMARKS = ['Cathedral', 'Central Station', 'Old Market', 'City Museum', 'Botanical Garden', 'Opera House', 'Castle', 'Harbour Promenade', 'Main Square', 'Modern Art Gallery', 'Riverside Park', 'University', 'Flea Market', 'Aquarium'];

/** Places around the property and how far they are, in metres. */
export function landmarks(hotel: Hotel): Array<[string, number]> {
  const random = Random.for('book', 'landmarks', hotel.id);
  return random
    .sample(LANDMARKS, 10)
    .map((place): [string, number] => [place, Math.round((100 + random.next() * 4900) / 50) * 50])
    .sort((a, b) => a[1] - b[1]);
}

const ROOM_FEATURES = ['Air conditioning', 'Flat-screen TV', 'Desk', 'Wardrobe', 'Electric kettle', 'Safe', 'Hairdryer', 'Free toiletries', 'Bathrobe', 'Slippers', 'Blackout curtains', 'Soundproofing', 'City view', 'Courtyard view', 'Balcony', 'Sofa', 'Minibar', 'Coffee machine'];

/** What a room type of the property has. */
export function roomFeatures(hotel: Hotel, roomTypeId: string): string[] {
  const random = Random.for('book', 'room-features', hotel.id, roomTypeId);
  return ROOM_FEATURES.filter(() => random.chance(0.55));
}

const QUESTIONS: ReadonlyArray<readonly [string, string]> = [
  ['Can we check in early?', 'Early check-in depends on availability on the day. Leave your bags at reception if the room is not ready.'],
  ['Is there a lift?', 'Yes, a lift serves every floor.'],
  ['Do you have rooms with a bathtub?', 'Some rooms have a bathtub; add a special request and we will try our best.'],
  ['How do we get here from the airport?', 'A taxi takes about 25 minutes. You can also add an airport transfer when you book.'],
  ['Can I store my luggage after check-out?', 'Of course, luggage storage is free for the whole day.'],
  ['Is the breakfast suitable for vegans?', 'We always have vegan options: plant milks, fruit, bread, jams and a hot dish.'],
  ['Are the rooms quiet?', 'Rooms on the courtyard side are the quietest. Ask at check-in.'],
  ['Is there a kettle in the room?', 'Yes, every room has a kettle with tea and coffee.'],
  ['Can I pay the city tax by card?', 'Yes, at the reception, by card or in cash.'],
  ['Do you offer cots for babies?', 'Cots are free on request, subject to availability.'],
];

/** Questions guests asked the property, with its answers. */
export function guestQuestions(hotel: Hotel): Array<readonly [string, string]> {
  return Random.for('book', 'questions', hotel.id).sample(QUESTIONS, 7);
}
