/**
 * The word lists the shop's catalogue is generated from: departments, their categories (what the
 * products are called, which option they vary in, what they cost, what their spec sheets say),
 * brands and colours. Everything the shop sells is drawn from these with the seeded generator.
 */

export interface Colour {
  name: string;
  /** Three letters in variant SKUs (RED in KET-0042-RED-17L). */
  code: string;
  /** Fill of the product picture. */
  hex: string;
}

export const COLOURS: readonly Colour[] = [
  { name: 'Black', code: 'BLK', hex: '#2b2b2b' },
  { name: 'White', code: 'WHT', hex: '#f4f4f1' },
  { name: 'Grey', code: 'GRY', hex: '#9a9ca0' },
  { name: 'Silver', code: 'SLV', hex: '#c7cbd1' },
  { name: 'Red', code: 'RED', hex: '#c8372d' },
  { name: 'Blue', code: 'BLU', hex: '#2f6fc0' },
  { name: 'Navy', code: 'NVY', hex: '#1f2f57' },
  { name: 'Green', code: 'GRN', hex: '#3c8a4a' },
  { name: 'Olive', code: 'OLV', hex: '#707a3a' },
  { name: 'Yellow', code: 'YLW', hex: '#e9c53b' },
  { name: 'Orange', code: 'ORG', hex: '#e07b2a' },
  { name: 'Pink', code: 'PNK', hex: '#e59ab4' },
  { name: 'Purple', code: 'PRP', hex: '#6d4a9c' },
  { name: 'Beige', code: 'BGE', hex: '#d9c7a6' },
  { name: 'Brown', code: 'BRN', hex: '#7a5236' },
  { name: 'Teal', code: 'TEL', hex: '#2a8c8c' },
];

/** A row of a product's specification table, drawn per product. */
export interface SpecTemplate {
  label: string;
  values: readonly string[];
}

export interface CategoryTemplate {
  name: string;
  /** Three letters that start every SKU of the category. */
  code: string;
  /** What a product is called after its brand and series ("Nordvik Aria Electric Kettle"). */
  nouns: readonly string[];
  /** The option a product varies in besides colour, with its choices in price order. */
  option?: { name: string; values: readonly string[] };
  /** Base price range in whole dollars. */
  price: [number, number];
  colours: readonly string[];
  specs: readonly SpecTemplate[];
  /** What the product is for, for its description ("boils a full jug in under three minutes"). */
  benefits: readonly string[];
}

export interface DepartmentTemplate {
  name: string;
  slug: string;
  brands: readonly string[];
  categories: readonly CategoryTemplate[];
}

const WARRANTY: SpecTemplate = { label: 'Warranty', values: ['1 year', '2 years', '3 years', '5 years'] };
const NEUTRALS = ['Black', 'White', 'Grey', 'Silver'];
const BRIGHTS = ['Red', 'Blue', 'Green', 'Yellow', 'Orange', 'Pink', 'Purple', 'Teal'];
const EARTHY = ['Beige', 'Brown', 'Olive', 'Navy'];
const CLOTHING_SIZES = { name: 'Size', values: ['S', 'M', 'L', 'XL'] };

export const DEPARTMENTS: readonly DepartmentTemplate[] = [
  {
    name: 'Kitchen & Dining',
    slug: 'kitchen',
    brands: ['Brava', 'Culina', 'Hearthstone', 'Kessel', 'Larkwood', 'Nordvik', 'Ovenbird', 'Vesta'],
    categories: [
      {
        name: 'Electric Kettles',
        code: 'KET',
        nouns: ['Electric Kettle', 'Cordless Kettle', 'Glass Kettle', 'Gooseneck Kettle'],
        option: { name: 'Capacity', values: ['1.0 L', '1.5 L', '1.7 L'] },
        price: [19, 89],
        colours: [...NEUTRALS, 'Red', 'Blue', 'Green', 'Yellow'],
        specs: [
          { label: 'Power', values: ['2200 W', '2400 W', '2600 W', '3000 W'] },
          { label: 'Material', values: ['Stainless steel', 'Borosilicate glass', 'BPA-free plastic'] },
          { label: 'Automatic shut-off', values: ['Yes'] },
          { label: 'Cord length', values: ['0.75 m', '0.8 m', '1 m'] },
          WARRANTY,
        ],
        benefits: ['boils a full jug in under three minutes', 'has a limescale filter you can lift out and rinse', 'switches itself off when the water boils or the jug is empty'],
      },
      {
        name: 'Coffee Makers',
        code: 'COF',
        nouns: ['Drip Coffee Maker', 'Pour-Over Brewer', 'Filter Coffee Machine', 'Espresso Machine'],
        option: { name: 'Cups', values: ['4 cups', '8 cups', '12 cups'] },
        price: [39, 249],
        colours: [...NEUTRALS, 'Red'],
        specs: [
          { label: 'Power', values: ['800 W', '1000 W', '1450 W'] },
          { label: 'Programmable timer', values: ['Yes', 'No'] },
          { label: 'Keep-warm plate', values: ['30 minutes', '40 minutes', '2 hours'] },
          { label: 'Water tank', values: ['Removable', 'Fixed'] },
          WARRANTY,
        ],
        benefits: ['brews a full pot before you have finished your shower', 'keeps coffee hot without burning it', 'has a reusable filter, so no paper filters to buy'],
      },
      {
        name: 'Toasters',
        code: 'TOA',
        nouns: ['Toaster', 'Long-Slot Toaster', 'Retro Toaster'],
        option: { name: 'Slots', values: ['2-slice', '4-slice'] },
        price: [24, 129],
        colours: [...NEUTRALS, 'Red', 'Blue', 'Yellow', 'Pink'],
        specs: [
          { label: 'Browning settings', values: ['6', '7', '9'] },
          { label: 'Functions', values: ['Defrost, reheat, cancel', 'Defrost, bagel, cancel', 'Defrost, reheat, bagel, cancel'] },
          { label: 'Crumb tray', values: ['Removable'] },
          { label: 'Power', values: ['850 W', '1000 W', '1600 W'] },
          WARRANTY,
        ],
        benefits: ['browns both sides evenly', 'has extra-wide slots for bagels and crumpets', 'lifts small slices high so you never burn your fingers'],
      },
      {
        name: 'Blenders',
        code: 'BLE',
        nouns: ['Blender', 'Personal Blender', 'High-Speed Blender'],
        option: { name: 'Capacity', values: ['0.6 L', '1.5 L', '2.0 L'] },
        price: [29, 199],
        colours: [...NEUTRALS, 'Red', 'Teal'],
        specs: [
          { label: 'Motor power', values: ['500 W', '900 W', '1200 W', '1500 W'] },
          { label: 'Speeds', values: ['3', '5', '10'] },
          { label: 'Jug material', values: ['Tritan', 'Glass'] },
          { label: 'Dishwasher-safe parts', values: ['Yes'] },
          WARRANTY,
        ],
        benefits: ['crushes ice in seconds', 'makes silky soups and smoothies', 'has a pulse button for chunky salsas'],
      },
      {
        name: 'Mugs',
        code: 'MUG',
        nouns: ['Ceramic Mug', 'Stoneware Mug', 'Travel Mug', 'Espresso Cup Set'],
        option: { name: 'Capacity', values: ['300 ml', '350 ml', '450 ml'] },
        price: [7, 29],
        colours: [...NEUTRALS, ...BRIGHTS, ...EARTHY],
        specs: [
          { label: 'Material', values: ['Stoneware', 'Porcelain', 'Double-wall stainless steel', 'Ceramic'] },
          { label: 'Dishwasher safe', values: ['Yes', 'Hand wash recommended'] },
          { label: 'Microwave safe', values: ['Yes', 'No'] },
          { label: 'Pieces', values: ['1', '2', '4'] },
        ],
        benefits: ['keeps tea warm for longer', 'sits comfortably in the hand', 'is glazed inside so it never stains'],
      },
    ],
  },
  {
    name: 'Home & Living',
    slug: 'home',
    brands: ['Dovetail', 'Hygge Home', 'Linnea', 'Marlow', 'Oakhurst', 'Quillon', 'Softloom', 'Wren'],
    categories: [
      {
        name: 'Bed Linen',
        code: 'BED',
        nouns: ['Duvet Cover Set', 'Fitted Sheet', 'Linen Bedding Set', 'Percale Sheet Set'],
        option: { name: 'Size', values: ['Single', 'Double', 'King', 'Super King'] },
        price: [29, 149],
        colours: [...NEUTRALS, 'Blue', 'Green', 'Pink', ...EARTHY],
        specs: [
          { label: 'Material', values: ['100% cotton', 'Washed linen', 'Cotton percale', 'Bamboo lyocell'] },
          { label: 'Thread count', values: ['200', '300', '400', '600'] },
          { label: 'Fastening', values: ['Buttons', 'Hidden zip', 'Envelope closure'] },
          { label: 'Care', values: ['Machine wash at 40 °C', 'Machine wash at 60 °C'] },
        ],
        benefits: ['gets softer with every wash', 'keeps you cool on summer nights', 'comes with matching pillowcases'],
      },
      {
        name: 'Towels',
        code: 'TOW',
        nouns: ['Bath Towel', 'Waffle Towel', 'Turkish Towel', 'Organic Towel'],
        option: { name: 'Size', values: ['Hand', 'Bath', 'Bath sheet'] },
        price: [9, 49],
        colours: [...NEUTRALS, 'Blue', 'Green', 'Pink', 'Teal', ...EARTHY],
        specs: [
          { label: 'Weight', values: ['500 g/m²', '600 g/m²', '700 g/m²'] },
          { label: 'Material', values: ['Organic cotton', 'Egyptian cotton', 'Cotton and linen'] },
          { label: 'Care', values: ['Machine wash at 40 °C', 'Machine wash at 60 °C'] },
        ],
        benefits: ['dries quickly after every use', 'is thick, soft and absorbent', 'keeps its colour wash after wash'],
      },
      {
        name: 'Table Lamps',
        code: 'LMP',
        nouns: ['Table Lamp', 'Bedside Lamp', 'Ceramic Lamp', 'Mushroom Lamp'],
        option: { name: 'Height', values: ['35 cm', '45 cm', '60 cm'] },
        price: [25, 159],
        colours: [...NEUTRALS, 'Green', 'Yellow', 'Orange', ...EARTHY],
        specs: [
          { label: 'Bulb', values: ['E27, not included', 'E14, not included', 'Integrated LED'] },
          { label: 'Switch', values: ['Inline switch', 'Touch dimmer', 'Push button'] },
          { label: 'Shade', values: ['Linen', 'Opal glass', 'Pleated fabric', 'Metal'] },
          { label: 'Cable length', values: ['1.5 m', '1.8 m', '2 m'] },
          WARRANTY,
        ],
        benefits: ['casts a soft, warm light', 'dims smoothly with a touch', 'brightens a reading corner'],
      },
      {
        name: 'Rugs',
        code: 'RUG',
        nouns: ['Wool Rug', 'Jute Rug', 'Flatweave Rug', 'Shaggy Rug'],
        option: { name: 'Size', values: ['60 × 90 cm', '120 × 170 cm', '160 × 230 cm'] },
        price: [39, 399],
        colours: [...NEUTRALS, 'Blue', 'Green', 'Red', 'Teal', ...EARTHY],
        specs: [
          { label: 'Material', values: ['100% wool', 'Jute', 'Recycled polyester', 'Cotton'] },
          { label: 'Pile height', values: ['Flat', '8 mm', '15 mm', '30 mm'] },
          { label: 'Backing', values: ['Non-slip latex', 'Cotton canvas'] },
          { label: 'Suitable for underfloor heating', values: ['Yes', 'No'] },
        ],
        benefits: ['softens footsteps on hard floors', 'brings warmth to a living room', 'is easy to vacuum'],
      },
      {
        name: 'Cushions',
        code: 'CUS',
        nouns: ['Cushion', 'Velvet Cushion', 'Linen Cushion', 'Outdoor Cushion'],
        option: { name: 'Size', values: ['40 × 40 cm', '45 × 45 cm', '50 × 50 cm'] },
        price: [12, 49],
        colours: [...NEUTRALS, ...BRIGHTS, ...EARTHY],
        specs: [
          { label: 'Cover', values: ['Velvet', 'Linen', 'Cotton', 'Weatherproof polyester'] },
          { label: 'Filling', values: ['Feather', 'Recycled polyester', 'Not included'] },
          { label: 'Removable cover', values: ['Yes', 'No'] },
        ],
        benefits: ['plumps back into shape', 'adds colour to a plain sofa', 'has a hidden zip so the cover can be washed'],
      },
    ],
  },
  {
    name: 'Electronics',
    slug: 'electronics',
    brands: ['Ampere', 'Boltline', 'Echofield', 'Fluxon', 'Lumio', 'Pulsar', 'Sonara', 'Voltiq'],
    categories: [
      {
        name: 'Headphones',
        code: 'HPH',
        nouns: ['Wireless Headphones', 'Over-Ear Headphones', 'Noise-Cancelling Headphones', 'Wireless Earbuds'],
        price: [29, 349],
        colours: [...NEUTRALS, 'Blue', 'Navy', 'Pink', 'Green'],
        specs: [
          { label: 'Battery life', values: ['20 hours', '30 hours', '40 hours', '60 hours'] },
          { label: 'Noise cancelling', values: ['Active', 'Passive', 'Adaptive'] },
          { label: 'Bluetooth', values: ['5.0', '5.2', '5.3'] },
          { label: 'Charging', values: ['USB-C', 'USB-C and wireless'] },
          { label: 'Weight', values: ['5 g per earbud', '240 g', '260 g', '310 g'] },
          WARRANTY,
        ],
        benefits: ['shuts out the noise of a train carriage', 'lasts a long-haul flight on one charge', 'pairs with two devices at once'],
      },
      {
        name: 'Bluetooth Speakers',
        code: 'SPK',
        nouns: ['Bluetooth Speaker', 'Portable Speaker', 'Waterproof Speaker', 'Smart Speaker'],
        option: { name: 'Size', values: ['Mini', 'Standard', 'Max'] },
        price: [25, 299],
        colours: [...NEUTRALS, 'Red', 'Blue', 'Green', 'Teal', 'Orange'],
        specs: [
          { label: 'Battery life', values: ['10 hours', '12 hours', '20 hours', '24 hours'] },
          { label: 'Water resistance', values: ['IPX4', 'IP67', 'None'] },
          { label: 'Output power', values: ['5 W', '10 W', '20 W', '40 W'] },
          { label: 'Stereo pairing', values: ['Yes', 'No'] },
          WARRANTY,
        ],
        benefits: ['fills a garden with sound', 'survives a drop in the pool', 'pairs with a second speaker for stereo'],
      },
      {
        name: 'Power Banks',
        code: 'PWB',
        nouns: ['Power Bank', 'Slim Power Bank', 'Magnetic Power Bank', 'Rugged Power Bank'],
        option: { name: 'Capacity', values: ['10,000 mAh', '20,000 mAh', '26,800 mAh'] },
        price: [19, 119],
        colours: [...NEUTRALS, 'Blue', 'Green', 'Pink'],
        specs: [
          { label: 'Output', values: ['18 W', '30 W', '65 W', '100 W'] },
          { label: 'Ports', values: ['1 × USB-C', '2 × USB-C, 1 × USB-A', '1 × USB-C, 2 × USB-A'] },
          { label: 'Recharge time', values: ['2.5 hours', '3 hours', '4.5 hours'] },
          WARRANTY,
        ],
        benefits: ['charges a phone three times over', 'fits in a jeans pocket', 'tops up a laptop on the go'],
      },
      {
        name: 'Portable SSDs',
        code: 'SSD',
        nouns: ['Portable SSD', 'Rugged SSD', 'Pocket SSD'],
        option: { name: 'Storage', values: ['500 GB', '1 TB', '2 TB', '4 TB'] },
        price: [49, 229],
        colours: [...NEUTRALS, 'Blue', 'Red'],
        specs: [
          { label: 'Read speed', values: ['540 MB/s', '1,050 MB/s', '2,000 MB/s'] },
          { label: 'Interface', values: ['USB 3.2 Gen 2', 'USB 3.2 Gen 2×2', 'Thunderbolt 3'] },
          { label: 'Drop resistance', values: ['2 m', '3 m', 'None'] },
          { label: 'Encryption', values: ['AES 256-bit hardware', 'None'] },
          WARRANTY,
        ],
        benefits: ['copies a feature film in seconds', 'survives a fall from a desk', 'works with phones, tablets and laptops'],
      },
      {
        name: 'Smartwatches',
        code: 'WAT',
        nouns: ['Smartwatch', 'Fitness Watch', 'GPS Running Watch', 'Hybrid Smartwatch'],
        option: { name: 'Size', values: ['41 mm', '45 mm'] },
        price: [59, 449],
        colours: [...NEUTRALS, 'Navy', 'Pink', 'Green', 'Orange'],
        specs: [
          { label: 'Battery life', values: ['2 days', '7 days', '14 days', '21 days'] },
          { label: 'GPS', values: ['Built-in', 'Connected', 'None'] },
          { label: 'Water resistance', values: ['5 ATM', '10 ATM', 'IP68'] },
          { label: 'Display', values: ['AMOLED', 'Memory-in-pixel', 'LCD'] },
          WARRANTY,
        ],
        benefits: ['tracks runs, rides and swims', 'shows messages at a glance', 'measures sleep and heart rate around the clock'],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    slug: 'sports',
    brands: ['Alpinex', 'Basecamp', 'Cairn', 'Driftwood', 'Peakform', 'Stridewell', 'Trailhead', 'Summitry'],
    categories: [
      {
        name: 'Yoga Mats',
        code: 'YOG',
        nouns: ['Yoga Mat', 'Travel Yoga Mat', 'Cork Yoga Mat', 'Exercise Mat'],
        option: { name: 'Thickness', values: ['4 mm', '6 mm', '8 mm'] },
        price: [15, 99],
        colours: [...BRIGHTS, 'Black', 'Grey', 'Navy', 'Olive'],
        specs: [
          { label: 'Material', values: ['Natural rubber', 'TPE', 'Cork and rubber', 'PVC-free foam'] },
          { label: 'Length', values: ['173 cm', '183 cm', '200 cm'] },
          { label: 'Carry strap', values: ['Included', 'Not included'] },
        ],
        benefits: ['grips even in a hot class', 'cushions knees and wrists', 'rolls up small for travel'],
      },
      {
        name: 'Water Bottles',
        code: 'BOT',
        nouns: ['Water Bottle', 'Insulated Bottle', 'Sports Bottle', 'Filter Bottle'],
        option: { name: 'Capacity', values: ['500 ml', '750 ml', '1 L'] },
        price: [9, 49],
        colours: [...NEUTRALS, ...BRIGHTS, 'Navy', 'Olive'],
        specs: [
          { label: 'Material', values: ['Stainless steel', 'Tritan', 'Aluminium'] },
          { label: 'Keeps cold', values: ['12 hours', '24 hours', '36 hours'] },
          { label: 'Lid', values: ['Screw cap', 'Flip straw', 'Sports cap'] },
          { label: 'Dishwasher safe', values: ['Yes', 'Hand wash only'] },
        ],
        benefits: ['keeps water ice-cold all day', 'never leaks in a bag', 'fits most car cup holders'],
      },
      {
        name: 'Backpacks',
        code: 'BAG',
        nouns: ['Daypack', 'Hiking Backpack', 'Commuter Backpack', 'Rolltop Backpack'],
        option: { name: 'Capacity', values: ['20 L', '28 L', '35 L'] },
        price: [29, 189],
        colours: [...NEUTRALS, 'Red', 'Blue', 'Green', 'Orange', ...EARTHY],
        specs: [
          { label: 'Laptop sleeve', values: ['15 inch', '16 inch', 'None'] },
          { label: 'Material', values: ['Recycled nylon', 'Waxed canvas', 'Ripstop polyester'] },
          { label: 'Rain cover', values: ['Included', 'Not included'] },
          { label: 'Weight', values: ['650 g', '850 g', '1.1 kg'] },
          WARRANTY,
        ],
        benefits: ['spreads the load over padded straps', 'keeps a laptop safe in its own sleeve', 'sheds a rain shower'],
      },
      {
        name: 'Tents',
        code: 'TNT',
        nouns: ['Dome Tent', 'Backpacking Tent', 'Tunnel Tent', 'Pop-Up Tent'],
        option: { name: 'Sleeps', values: ['2 person', '3 person', '4 person'] },
        price: [69, 499],
        colours: ['Green', 'Orange', 'Grey', 'Olive', 'Blue', 'Yellow'],
        specs: [
          { label: 'Waterproof rating', values: ['2,000 mm', '3,000 mm', '4,000 mm'] },
          { label: 'Packed weight', values: ['1.6 kg', '2.4 kg', '3.8 kg', '5.2 kg'] },
          { label: 'Pitch time', values: ['5 minutes', '10 minutes', '15 minutes'] },
          { label: 'Doors', values: ['1', '2'] },
          WARRANTY,
        ],
        benefits: ['pitches in minutes, even alone', 'stays dry through a night of rain', 'packs down small enough for a bike'],
      },
      {
        name: 'Dumbbells',
        code: 'DUM',
        nouns: ['Dumbbell Pair', 'Hex Dumbbell', 'Neoprene Dumbbell', 'Adjustable Dumbbell'],
        option: { name: 'Weight', values: ['2 kg', '5 kg', '10 kg'] },
        price: [14, 199],
        colours: ['Black', 'Grey', 'Red', 'Blue', 'Pink', 'Purple', 'Teal'],
        specs: [
          { label: 'Coating', values: ['Rubber', 'Neoprene', 'Chrome', 'Vinyl'] },
          { label: 'Handle', values: ['Knurled', 'Contoured', 'Straight'] },
          { label: 'Sold as', values: ['Pair', 'Single'] },
        ],
        benefits: ['never rolls away on the floor', 'has a grip that stays put when hands are sweaty', 'is quiet to put down'],
      },
    ],
  },
  {
    name: 'Clothing & Shoes',
    slug: 'clothing',
    brands: ['Atelier Nord', 'Bramble', 'Fernhill', 'Loom & Loft', 'Northwind', 'Threadwell', 'Urbanite', 'Kestrel'],
    categories: [
      {
        name: 'T-Shirts',
        code: 'TSH',
        nouns: ['Organic T-Shirt', 'Crew Neck T-Shirt', 'V-Neck T-Shirt', 'Pocket T-Shirt'],
        option: CLOTHING_SIZES,
        price: [12, 45],
        colours: [...NEUTRALS, ...BRIGHTS, ...EARTHY],
        specs: [
          { label: 'Material', values: ['100% organic cotton', 'Cotton and modal', 'Heavyweight cotton'] },
          { label: 'Fit', values: ['Regular', 'Relaxed', 'Slim'] },
          { label: 'Care', values: ['Machine wash at 30 °C', 'Machine wash at 40 °C'] },
        ],
        benefits: ['keeps its shape after many washes', 'is soft from the first wear', 'layers well under a jumper'],
      },
      {
        name: 'Hoodies',
        code: 'HOO',
        nouns: ['Hoodie', 'Zip Hoodie', 'Fleece Hoodie', 'Pullover Hoodie'],
        option: CLOTHING_SIZES,
        price: [29, 89],
        colours: [...NEUTRALS, 'Red', 'Blue', 'Green', 'Purple', ...EARTHY],
        specs: [
          { label: 'Material', values: ['Brushed cotton fleece', 'Recycled polyester', 'Loopback cotton'] },
          { label: 'Fit', values: ['Regular', 'Relaxed', 'Oversized'] },
          { label: 'Pockets', values: ['Kangaroo pocket', 'Two zip pockets'] },
          { label: 'Care', values: ['Machine wash at 30 °C'] },
        ],
        benefits: ['is brushed inside for warmth', 'has a roomy hood with flat drawcords', 'keeps its colour wash after wash'],
      },
      {
        name: 'Rain Jackets',
        code: 'JAC',
        nouns: ['Rain Jacket', 'Packable Jacket', 'Waterproof Shell', 'Trench Coat'],
        option: CLOTHING_SIZES,
        price: [49, 249],
        colours: [...NEUTRALS, 'Red', 'Yellow', 'Green', 'Navy', 'Olive'],
        specs: [
          { label: 'Waterproof rating', values: ['10,000 mm', '15,000 mm', '20,000 mm'] },
          { label: 'Breathability', values: ['10,000 g/m²/24h', '15,000 g/m²/24h'] },
          { label: 'Hood', values: ['Adjustable', 'Packaway', 'Fixed'] },
          { label: 'Seams', values: ['Fully taped', 'Critically taped'] },
        ],
        benefits: ['keeps you dry in a downpour', 'packs into its own pocket', 'breathes on a fast walk uphill'],
      },
      {
        name: 'Running Shoes',
        code: 'SHO',
        nouns: ['Running Shoe', 'Trail Running Shoe', 'Road Running Shoe', 'Racing Flat'],
        option: { name: 'Size', values: ['US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'] },
        price: [59, 189],
        colours: [...NEUTRALS, 'Red', 'Blue', 'Orange', 'Yellow', 'Navy'],
        specs: [
          { label: 'Drop', values: ['4 mm', '6 mm', '8 mm', '10 mm'] },
          { label: 'Weight', values: ['220 g', '250 g', '280 g', '310 g'] },
          { label: 'Terrain', values: ['Road', 'Trail', 'Track', 'Road and trail'] },
          { label: 'Cushioning', values: ['Light', 'Balanced', 'Maximum'] },
        ],
        benefits: ['cushions long runs', 'grips on wet trails', 'feels light on race day'],
      },
      {
        name: 'Socks',
        code: 'SOC',
        nouns: ['Running Socks', 'Merino Socks', 'Hiking Socks', 'Cotton Socks'],
        option: { name: 'Size', values: ['S', 'M', 'L'] },
        price: [8, 29],
        colours: [...NEUTRALS, ...BRIGHTS, 'Navy'],
        specs: [
          { label: 'Material', values: ['Merino wool blend', 'Organic cotton', 'Recycled nylon'] },
          { label: 'Pairs', values: ['1', '3', '5'] },
          { label: 'Cushioning', values: ['Light', 'Medium', 'Heavy'] },
        ],
        benefits: ['never slips down into the shoe', 'keeps feet dry', 'has a seamless toe'],
      },
    ],
  },
  {
    name: 'Office & Stationery',
    slug: 'office',
    brands: ['Deskwise', 'Folio', 'Inkwell', 'Ledgerline', 'Paperly', 'Quire', 'Scribe & Co', 'Tallyho'],
    categories: [
      {
        name: 'Notebooks',
        code: 'NTB',
        nouns: ['Hardcover Notebook', 'Dotted Notebook', 'Spiral Notebook', 'Lined Journal'],
        option: { name: 'Format', values: ['A6', 'A5', 'A4'] },
        price: [6, 32],
        colours: [...NEUTRALS, ...BRIGHTS, ...EARTHY],
        specs: [
          { label: 'Pages', values: ['96', '160', '192', '240'] },
          { label: 'Paper', values: ['80 g/m², ivory', '100 g/m², white', '120 g/m², white'] },
          { label: 'Ruling', values: ['Dotted', 'Lined', 'Squared', 'Plain'] },
          { label: 'Bookmark ribbon', values: ['1', '2', 'None'] },
        ],
        benefits: ['lies flat on the desk', 'takes fountain-pen ink without bleeding', 'has numbered pages and an index'],
      },
      {
        name: 'Office Chairs',
        code: 'CHR',
        nouns: ['Ergonomic Chair', 'Mesh Office Chair', 'Task Chair', 'Executive Chair'],
        price: [89, 649],
        colours: ['Black', 'Grey', 'White', 'Blue', 'Green', 'Beige'],
        specs: [
          { label: 'Maximum load', values: ['110 kg', '130 kg', '150 kg'] },
          { label: 'Lumbar support', values: ['Adjustable', 'Fixed', 'None'] },
          { label: 'Armrests', values: ['4D adjustable', 'Height adjustable', 'Fixed'] },
          { label: 'Seat height', values: ['42–52 cm', '44–54 cm', '46–56 cm'] },
          WARRANTY,
        ],
        benefits: ['supports your back through a long day', 'breathes on hot afternoons', 'glides quietly on hard floors'],
      },
      {
        name: 'Desk Lamps',
        code: 'DLP',
        nouns: ['LED Desk Lamp', 'Architect Lamp', 'Clamp Lamp', 'Task Lamp'],
        price: [19, 179],
        colours: [...NEUTRALS, 'Red', 'Yellow', 'Green', 'Navy'],
        specs: [
          { label: 'Brightness', values: ['400 lm', '600 lm', '800 lm', '1,000 lm'] },
          { label: 'Colour temperature', values: ['2700–6500 K', '3000 K', '4000 K'] },
          { label: 'USB charging port', values: ['Yes', 'No'] },
          { label: 'Arm', values: ['Two-joint', 'Three-joint', 'Gooseneck'] },
          WARRANTY,
        ],
        benefits: ['lights the whole desk without glare', 'folds flat when not in use', 'charges a phone from its base'],
      },
      {
        name: 'Pens',
        code: 'PEN',
        nouns: ['Gel Pen', 'Fountain Pen', 'Ballpoint Pen', 'Fineliner'],
        option: { name: 'Pack', values: ['Pack of 3', 'Pack of 6', 'Pack of 12'] },
        price: [4, 39],
        colours: ['Black', 'Blue', 'Red', 'Green', 'Purple', 'Navy', 'Silver'],
        specs: [
          { label: 'Tip size', values: ['0.38 mm', '0.5 mm', '0.7 mm', 'Medium nib'] },
          { label: 'Ink', values: ['Gel', 'Pigment', 'Oil-based', 'Cartridge'] },
          { label: 'Refillable', values: ['Yes', 'No'] },
        ],
        benefits: ['writes smoothly without skipping', 'dries fast so left-handers never smudge', 'has a comfortable rubber grip'],
      },
      {
        name: 'Desk Organisers',
        code: 'DSK',
        nouns: ['Desk Organiser', 'Letter Tray', 'Monitor Stand', 'Drawer Unit'],
        option: { name: 'Size', values: ['Small', 'Medium', 'Large'] },
        price: [12, 119],
        colours: [...NEUTRALS, 'Beige', 'Brown', 'Green', 'Blue'],
        specs: [
          { label: 'Material', values: ['Bamboo', 'Powder-coated steel', 'Recycled plastic', 'Oak veneer'] },
          { label: 'Compartments', values: ['3', '5', '7'] },
          { label: 'Assembly', values: ['None needed', 'Tool-free', 'Screwdriver included'] },
        ],
        benefits: ['clears clutter off the desk', 'keeps cables tidy', 'lifts a screen to eye level'],
      },
    ],
  },
];

/** Model names between brand and noun ("Nordvik Aria Electric Kettle"). */
export const SERIES: readonly string[] = [
  'Aria', 'Atlas', 'Beacon', 'Breeze', 'Cadence', 'Cirrus', 'Delta', 'Drift', 'Echo', 'Ember', 'Fjord', 'Flux',
  'Glide', 'Halo', 'Harbor', 'Ion', 'Juniper', 'Kite', 'Lumen', 'Meridian', 'Mira', 'Nova', 'Onyx', 'Orbit',
  'Pulse', 'Quartz', 'Ridge', 'Sierra', 'Solstice', 'Terra', 'Tundra', 'Umbra', 'Vista', 'Wave', 'Willow', 'Zephyr',
];

/** Suffixes some models carry after their series ("Aria Pro"). */
export const SERIES_SUFFIXES: readonly string[] = ['Pro', 'Plus', 'Mini', 'Max', 'Lite', 'II', 'Air', 'Go'];

/** People who write reviews. */
export const REVIEWER_NAMES: readonly string[] = [
  'Amelia R.', 'Ben T.', 'Chloe W.', 'Daniel K.', 'Elena M.', 'Farid H.', 'Grace L.', 'Hiroshi N.', 'Isabel P.',
  'Jonas B.', 'Keisha D.', 'Liam O.', 'Maya S.', 'Nikhil V.', 'Olivia F.', 'Pedro A.', 'Quinn J.', 'Rosa G.',
  'Samir E.', 'Tessa C.', 'Umar Z.', 'Valeria I.', 'Wei Q.', 'Yasmin U.',
];

/** Review headlines and bodies by star rating (1–5). */
export const REVIEW_LINES: Record<number, { titles: readonly string[]; bodies: readonly string[] }> = {
  5: {
    titles: ['Exactly what I wanted', 'Brilliant, buy it', 'Better than expected', 'Five stars, no question', 'Love it'],
    bodies: [
      'Arrived a day early and works perfectly. It {benefit}, just as described.',
      'I compared a few before choosing this one and I am glad I did. It {benefit}.',
      'Second one I have bought — the first went to my sister. It {benefit} and looks great.',
    ],
  },
  4: {
    titles: ['Very good', 'Solid choice', 'Happy overall', 'Good value'],
    bodies: [
      'Does the job well and it {benefit}. Packaging could use less plastic.',
      'Really pleased. It {benefit}, though the instructions were a bit thin.',
      'Good quality for the price. It {benefit}; I would buy it again.',
    ],
  },
  3: {
    titles: ['It is fine', 'Average', 'Does the job', 'Mixed feelings'],
    bodies: [
      'It {benefit}, but the finish is not as nice as the photos suggest.',
      'Works, but I expected a little more at this price.',
      'Okay for everyday use. The colour was slightly different from the picture.',
    ],
  },
  2: {
    titles: ['Disappointed', 'Not great', 'Expected better'],
    bodies: [
      'Looked good out of the box, but it started showing wear after a month.',
      'It is supposed to be the one that {benefit}, and mine does not.',
    ],
  },
  1: {
    titles: ['Returned it', 'Would not recommend'],
    bodies: ['Arrived damaged and the replacement had the same fault. Returned for a refund.', 'Stopped working within two weeks.'],
  },
};
