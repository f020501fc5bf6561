/** Word lists the app's generated records are made from (in code, so the data is reproducible). */

export const FIRST_NAMES = [
  'Aisha', 'Anders', 'Beatriz', 'Carlos', 'Chloé', 'Daniel', 'Dmitri', 'Elena', 'Emeka', 'Fatima', 'Felix', 'Grace',
  'Hannah', 'Hiroshi', 'Ingrid', 'Isaac', 'Jana', 'Javier', 'Keiko', 'Lars', 'Leila', 'Lucas', 'Maja', 'Marco',
  'Mei', 'Nadia', 'Niamh', 'Noah', 'Olivia', 'Omar', 'Pablo', 'Priya', 'Rafael', 'Rania', 'Samuel', 'Sofia',
  'Tariq', 'Theo', 'Ulla', 'Valentina', 'Wei', 'Yara', 'Yusuf', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abara', 'Becker', 'Bergström', 'Castillo', 'Chen', 'Dubois', 'Eriksen', 'Fernandes', 'Fischer', 'Gallagher',
  'Haddad', 'Ito', 'Jansen', 'Kowalski', 'Laine', 'Lindqvist', 'Moreau', 'Nakamura', 'Novak', 'Okafor', 'Olsen',
  "O'Brien", 'Petrov', 'Quinn', 'Rossi', 'Santos', 'Schneider', 'Sharma', 'Silva', 'Tanaka', 'Van Dijk', 'Weber',
  'Whitfield', 'Yilmaz', 'Zhang',
] as const;

/** The first part of a company name. */
export const COMPANY_STEMS = [
  'Alder', 'Amberline', 'Arcadia', 'Basalt', 'Beacon', 'Birchwood', 'Bluefin', 'Brightwater', 'Cairn', 'Cascade',
  'Cedar', 'Cobalt', 'Copperleaf', 'Crescent', 'Driftwood', 'Ember', 'Evergreen', 'Falcon', 'Fernhill', 'Fjord',
  'Foxglove', 'Granite', 'Greystone', 'Halcyon', 'Harbor', 'Hawthorn', 'Helix', 'Ironbridge', 'Juniper', 'Kestrel',
  'Lakeside', 'Lantern', 'Larkspur', 'Linden', 'Lumen', 'Maple', 'Meridian', 'Millstone', 'Northgate', 'Oakridge',
  'Onyx', 'Orchard', 'Pinecrest', 'Polaris', 'Quarry', 'Redwood', 'Ridgeway', 'Riverbend', 'Saffron', 'Sequoia',
  'Silverline', 'Sparrow', 'Summit', 'Tamarack', 'Thistle', 'Tidewater', 'Timberline', 'Vantage', 'Willow', 'Zephyr',
] as const;

/** Industries, each with the words its companies' names end in. */
export const INDUSTRIES = [
  { name: 'Logistics', words: ['Freight', 'Logistics', 'Shipping', 'Haulage'] },
  { name: 'Healthcare', words: ['Health', 'Clinics', 'Medical', 'Care'] },
  { name: 'Retail', words: ['Outfitters', 'Stores', 'Market', 'Goods'] },
  { name: 'Manufacturing', words: ['Industries', 'Manufacturing', 'Works', 'Fabrication'] },
  { name: 'Financial services', words: ['Capital', 'Finance', 'Partners', 'Advisory'] },
  { name: 'Software', words: ['Labs', 'Software', 'Systems', 'Digital'] },
  { name: 'Education', words: ['Academy', 'Learning', 'Institute', 'Schools'] },
  { name: 'Hospitality', words: ['Hotels', 'Hospitality', 'Resorts', 'Kitchens'] },
  { name: 'Energy', words: ['Energy', 'Power', 'Renewables', 'Utilities'] },
  { name: 'Construction', words: ['Builders', 'Construction', 'Developments', 'Engineering'] },
  { name: 'Media', words: ['Media', 'Studios', 'Publishing', 'Broadcast'] },
  { name: 'Agriculture', words: ['Farms', 'Agritech', 'Growers', 'Produce'] },
] as const;

/** Countries the customers are in: ISO code, legal suffix of company names, phone prefix, cities. */
export const COUNTRIES = [
  { name: 'United States', code: 'US', suffix: 'Inc.', dial: '+1', cities: ['Austin', 'Denver', 'Boston', 'Seattle', 'Chicago'] },
  { name: 'Canada', code: 'CA', suffix: 'Inc.', dial: '+1', cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary'] },
  { name: 'United Kingdom', code: 'GB', suffix: 'Ltd', dial: '+44', cities: ['London', 'Manchester', 'Leeds', 'Bristol', 'Edinburgh'] },
  { name: 'Ireland', code: 'IE', suffix: 'Ltd', dial: '+353', cities: ['Dublin', 'Cork', 'Galway'] },
  { name: 'Germany', code: 'DE', suffix: 'GmbH', dial: '+49', cities: ['Berlin', 'Munich', 'Hamburg', 'Cologne', 'Leipzig'] },
  { name: 'France', code: 'FR', suffix: 'SAS', dial: '+33', cities: ['Paris', 'Lyon', 'Nantes', 'Lille'] },
  { name: 'Netherlands', code: 'NL', suffix: 'B.V.', dial: '+31', cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven'] },
  { name: 'Spain', code: 'ES', suffix: 'S.L.', dial: '+34', cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville'] },
  { name: 'Sweden', code: 'SE', suffix: 'AB', dial: '+46', cities: ['Stockholm', 'Gothenburg', 'Malmö'] },
  { name: 'Australia', code: 'AU', suffix: 'Pty Ltd', dial: '+61', cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'] },
  { name: 'Japan', code: 'JP', suffix: 'K.K.', dial: '+81', cities: ['Tokyo', 'Osaka', 'Fukuoka'] },
  { name: 'Brazil', code: 'BR', suffix: 'Ltda.', dial: '+55', cities: ['São Paulo', 'Rio de Janeiro', 'Curitiba'] },
] as const;

/** Words of generated passwords and note texts. */
export const PASSWORD_WORDS = ['amber', 'harbor', 'falcon', 'meadow', 'cobalt', 'lantern', 'willow', 'quartz', 'summit', 'tundra'] as const;

export const JOB_TITLES = [
  'Head of Operations', 'IT Manager', 'Finance Director', 'Procurement Lead', 'CTO', 'Office Manager',
  'Customer Success Lead', 'VP Engineering', 'Operations Analyst', 'Chief Executive',
] as const;
