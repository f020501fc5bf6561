/**
 * Word lists the encyclopedia's world is made from. Names are built from syllables so that they
 * sound like one family of languages without being real places or people.
 */

export const NAME_ONSETS = [
  'Val', 'Tes', 'Or', 'Kel', 'Bran', 'Mar', 'Dun', 'Ast', 'Bel', 'Cor', 'Dra', 'El', 'Fen', 'Gal', 'Har',
  'Is', 'Jor', 'Kar', 'Lin', 'Mor', 'Nor', 'Os', 'Pel', 'Quar', 'Ros', 'Sal', 'Tor', 'Ul', 'Ven', 'Wes',
  'Yar', 'Zel', 'Ath', 'Bro', 'Cal', 'Del', 'Ere', 'Gris', 'Hal', 'Ker', 'Lor', 'Mel', 'Ner', 'Ost', 'Ran',
  'Sten', 'Thal', 'Vor', 'Wyn', 'Ald',
] as const;

export const NAME_MIDDLES = ['a', 'e', 'i', 'o', 'an', 'en', 'ar', 'or', 'el', 'il', 'u', 'ov'] as const;

export const PLACE_ENDINGS = [
  'mora', 'line', 'hold', 'stad', 'burg', 'ford', 'wick', 'grad', 'ven', 'mar', 'dell', 'heim', 'port',
  'by', 'sund', 'haven', 'ton', 'rin', 'esk', 'ava', 'field', 'gate', 'mouth', 'brook', 'lund', 'vik',
] as const;

export const COUNTRY_ENDINGS = ['aria', 'ovia', 'enia', 'ania', 'eria', 'ilia', 'onia'] as const;

export const SHORT_ENDINGS = ['en', 'is', 'ar', 'a', 'el', 'ok', 've', 'un', 'esk', 'ith'] as const;

export const SURNAME_ENDINGS = [
  'vane', 'ard', 'ell', 'ock', 'ley', 'more', 'wick', 'sen', 'ova', 'ini', 'berg', 'stein', 'ez', 'ski',
  'quist', 'ford', 'holm', 'ander', 'ot', 'ray',
] as const;

export const MALE_GIVEN_NAMES = [
  'Aurelio', 'Bastian', 'Casimir', 'Dorian', 'Emeric', 'Florian', 'Gustav', 'Henrik', 'Isidor', 'Jarek',
  'Konrad', 'Leopold', 'Matthias', 'Nikolai', 'Oskar', 'Pavel', 'Quentin', 'Rafael', 'Severin', 'Tobias',
  'Ulrich', 'Valentin', 'Wendel', 'Xaver', 'Anselm', 'Benedikt', 'Cyril', 'Dominik', 'Edvard', 'Felix',
] as const;

export const FEMALE_GIVEN_NAMES = [
  'Adela', 'Beatrix', 'Celestine', 'Dagny', 'Elsbeth', 'Freya', 'Greta', 'Helena', 'Ilse', 'Johanna',
  'Katarina', 'Liesel', 'Margit', 'Nadia', 'Ottilie', 'Petra', 'Rosalind', 'Sabine', 'Theda', 'Ursula',
  'Vera', 'Wilhelmina', 'Yvette', 'Zora', 'Agnes', 'Brigitta', 'Clara', 'Dorothea', 'Eliska', 'Ingrid',
] as const;

/** What a person is known as; the plural is used in category names ("Painters from Calvaria"). */
export interface Occupation {
  name: string;
  plural: string;
  field: string;
}

export const OCCUPATIONS = {
  physicist: { name: 'physicist', plural: 'physicists', field: 'physics' },
  chemist: { name: 'chemist', plural: 'chemists', field: 'chemistry' },
  engineer: { name: 'engineer', plural: 'engineers', field: 'engineering' },
  inventor: { name: 'inventor', plural: 'inventors', field: 'invention' },
  industrialist: { name: 'industrialist', plural: 'industrialists', field: 'industry' },
  painter: { name: 'painter', plural: 'painters', field: 'painting' },
  composer: { name: 'composer', plural: 'composers', field: 'music' },
  novelist: { name: 'novelist', plural: 'novelists', field: 'literature' },
  poet: { name: 'poet', plural: 'poets', field: 'poetry' },
  politician: { name: 'politician', plural: 'politicians', field: 'politics' },
  explorer: { name: 'explorer', plural: 'explorers', field: 'exploration' },
  mountaineer: { name: 'mountaineer', plural: 'mountaineers', field: 'mountaineering' },
  architect: { name: 'architect', plural: 'architects', field: 'architecture' },
  general: { name: 'general', plural: 'generals', field: 'military command' },
} as const satisfies Record<string, Occupation>;
export type OccupationKey = keyof typeof OCCUPATIONS;

/** How many people of each occupation the world has. */
export const OCCUPATION_COUNTS: Record<OccupationKey, number> = {
  physicist: 8,
  chemist: 8,
  engineer: 12,
  inventor: 12,
  industrialist: 12,
  painter: 8,
  composer: 7,
  novelist: 7,
  poet: 5,
  politician: 12,
  explorer: 6,
  mountaineer: 10,
  architect: 6,
  general: 7,
};

/** Industries; `brand` is how a company named after its town calls itself ("Valmora Shipyards"). */
export const INDUSTRIES = [
  { name: 'Steel', brand: 'Steel', products: ['rolled steel', 'rail track', 'structural beams', 'wire'] },
  { name: 'Textiles', brand: 'Textiles', products: ['woollen cloth', 'linen', 'dyed yarn', 'sailcloth'] },
  { name: 'Shipbuilding', brand: 'Shipyards', products: ['cargo steamers', 'ferries', 'tugboats', 'dredgers'] },
  { name: 'Optics', brand: 'Optics', products: ['lenses', 'telescopes', 'microscopes', 'surveying instruments'] },
  { name: 'Chemicals', brand: 'Chemicals', products: ['dyes', 'fertiliser', 'soda ash', 'varnish'] },
  { name: 'Railways', brand: 'Railway Works', products: ['locomotives', 'rolling stock', 'signalling equipment', 'tramcars'] },
  { name: 'Electrical equipment', brand: 'Electric', products: ['dynamos', 'lamps', 'cable', 'switchgear'] },
  { name: 'Food processing', brand: 'Foods', products: ['flour', 'preserves', 'chocolate', 'beer'] },
  { name: 'Publishing', brand: 'Press', products: ['newspapers', 'maps', 'almanacs', 'textbooks'] },
  { name: 'Machinery', brand: 'Machine Works', products: ['pumps', 'looms', 'turbines', 'machine tools'] },
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_WORDS = ['Works', 'Instruments', 'Manufacturing', 'Industries', 'Company', 'Mills', 'Foundry', 'Engineering'] as const;

/** Devices an invention is (the inventor's or the city's name goes in front). */
export const DEVICES = [
  { name: 'loom', verb: 'weaving' },
  { name: 'lamp', verb: 'lighting' },
  { name: 'condenser', verb: 'cooling steam' },
  { name: 'barometer', verb: 'measuring air pressure' },
  { name: 'turbine', verb: 'generating power' },
  { name: 'telegraph', verb: 'sending messages over wire' },
  { name: 'press', verb: 'printing' },
  { name: 'pump', verb: 'raising water' },
  { name: 'lens', verb: 'focusing light' },
  { name: 'valve', verb: 'controlling flow' },
  { name: 'engine', verb: 'driving machinery' },
  { name: 'gauge', verb: 'measuring pressure' },
  { name: 'battery', verb: 'storing electricity' },
  { name: 'sextant', verb: 'navigation' },
  { name: 'kiln', verb: 'firing ceramics' },
] as const;

export const DEVICE_ADJECTIVES = ['rotary', 'double-acting', 'compound', 'portable', 'electric', 'hydraulic', 'self-regulating', 'reflecting'] as const;

export const SEA_NAMES = ['Gulf of', 'Sea of', 'Bay of'] as const;

export const RANGE_WORDS = ['Range', 'Mountains', 'Highlands', 'Alps'] as const;

export const GOVERNMENTS = ['Parliamentary republic', 'Constitutional monarchy', 'Federal republic', 'Semi-presidential republic'] as const;

export const CURRENCY_WORDS = ['crown', 'mark', 'florin', 'thaler', 'ducat', 'guilder'] as const;

export const DISTRICT_WORDS = ['Old Town', 'Harbour', 'Northgate', 'Southbank', 'Castle Hill', 'Market Quarter', 'Riverside', 'Westend', 'Millbrook', 'New Town', 'Eastfield', 'Cathedral Quarter'] as const;

export const LANDMARK_KINDS = ['Cathedral of St. ', 'Church of St. ', 'Basilica of St. '] as const;
export const SAINTS = ['Anselm', 'Brigid', 'Casimir', 'Dorothea', 'Elias', 'Florian', 'Gregor', 'Hedwig', 'Ignatius', 'Jerome'] as const;

export const TRADE_GOODS = ['wool', 'salt', 'timber', 'grain', 'wine', 'amber', 'iron ore', 'furs', 'fish', 'linen', 'copper', 'honey'] as const;

export const PUBLISHERS = [
  'Meridian Press', 'Harrowgate University Press', 'Lantern Books', 'Northfold & Sons', 'Atlas House',
  'Coldwater Academic', 'Tidemark Publishing', 'Quillstone Press', 'Ironbridge Editions', 'Foxglove Books',
] as const;

export const JOURNALS = [
  'Journal of Regional History', 'Annals of Geography', 'Review of Industrial Economics', 'Hydrological Quarterly',
  'Alpine Journal', 'Transactions of the Royal Society of Letters', 'Bulletin of Urban Studies', 'Journal of Applied Mechanics',
  'Studies in Biography', 'Musical Quarterly Review',
] as const;

export const AWARDS = ['Order of Merit', 'Gold Medal of the Academy', 'Laurel Prize', 'Cross of Honour', 'Silver Compass', 'Grand Prize of the Arts'] as const;

export const ARTWORK_NOUNS = ['Harvest', 'Lighthouse', 'Winter Morning', 'Procession', 'Fishermen', 'Orchard', 'Storm', 'Bridge', 'Portrait of a Lady', 'Market Day', 'Vespers', 'Evening Tide'] as const;
export const ARTWORK_ADJECTIVES = ['Silent', 'Golden', 'Distant', 'Last', 'Northern', 'Forgotten', 'Quiet', 'Burning', 'Little', 'Second'] as const;

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth'] as const;

export const MOTTOS = [
  'Knowledge through labour', 'Light from the north', 'By reason and by hand', 'Truth endures', 'Learning is freedom',
  'Let the river teach us', 'From the mountain, clarity', 'Service and discovery',
] as const;

export const ROUTES = ['South ridge', 'North face', 'West couloir', 'East ridge', 'Normal route', 'South-west buttress'] as const;

export const PAPER_TOPICS = [
  'the elasticity of gases', 'the conduction of heat in metals', 'the refraction of light in crystals', 'the salts of copper',
  'the measurement of small currents', 'the fermentation of grain', 'the pressure of saturated steam', 'the colour of flames',
] as const;

export const BUILDING_KINDS = ['Central Station', 'Opera House', 'Town Hall', 'Public Library', 'Exchange', 'Museum of Art', 'Covered Market'] as const;

/** Authors of the works articles cite (not people of the world: they write about it). */
export const AUTHOR_SURNAMES = [
  'Abbott', 'Brennan', 'Carlisle', 'Dunmore', 'Eastwood', 'Fairbairn', 'Gilchrist', 'Holloway', 'Ingram', 'Jessop', 'Kendrick',
  'Lockhart', 'Merriman', 'Northcott', 'Oakley', 'Pemberton', 'Quinlan', 'Radcliffe', 'Sutherland', 'Thornbury', 'Underhill',
  'Vickers', 'Whitlock', 'Yardley', 'Ashdown', 'Blackwood', 'Crowther', 'Dalby', 'Ellison', 'Fenwick',
] as const;

export const NEWSPAPER_WORDS = ['Courier', 'Herald', 'Gazette', 'Observer', 'Chronicle', 'Tribune'] as const;
