/**
 * Shop products seeded on a fresh install. Prices are indicative Australian RRPs in AUD;
 * images are bundled SVGs, one drawn for each product, so a new install never shows a broken picture
 * and no two products share a picture.
 */

export type SeedProductCategory = 'masks' | 'fins' | 'snorkels' | 'wetsuits' | 'bcds' | 'regulators' | 'computers' | 'accessories';

export interface SeedProduct {
  name: string;
  category: SeedProductCategory;
  description: string;
  /** AUD, two decimals, matches the decimal(10,2) column. */
  price: string;
  /** One decimal between 0 and 5, matches the decimal(2,1) column. */
  rating: string;
  reviewCount: number;
  affiliateLink: string;
  imageUrl: string;
  featured: boolean;
  /** Key specs, only those the product's description or our review states. */
  specs?: Record<string, string>;
}

const SHOP = 'https://shop.example.com.au';
const TAG = 'aff=divedownunder';

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    name: 'Shearwater Peregrine',
    category: 'computers',
    description:
      'A rechargeable, full-colour wrist computer with the crisp, high-contrast screen and simple two-button menus Shearwater is known for. It handles air and nitrox using Bühlmann ZHL-16C with adjustable gradient factors, and syncs your logbook to your phone over Bluetooth. A superb first serious computer that you will not outgrow in a hurry.',
    price: '799.00',
    rating: '4.8',
    reviewCount: 214,
    affiliateLink: `${SHOP}/dive-computers/shearwater-peregrine?${TAG}`,
    imageUrl: '/images/gear/shearwater-peregrine.svg',
    featured: true,
    specs: { algorithm: 'Bühlmann ZHL-16C with gradient factors', gases: 'Air, nitrox', battery: 'Rechargeable', display: 'Full colour' },
  },
  {
    name: 'Suunto D5',
    category: 'computers',
    description:
      'A watch-sized dive computer with a bright colour display, rechargeable battery and Bluetooth syncing to the Suunto app. It supports air and nitrox with gas switching, and pairs with the optional Suunto Tank POD for wireless air integration. Slim enough to wear every day of a dive holiday.',
    price: '1149.00',
    rating: '4.5',
    reviewCount: 167,
    affiliateLink: `${SHOP}/dive-computers/suunto-d5?${TAG}`,
    imageUrl: '/images/gear/suunto-d5.svg',
    featured: false,
    specs: { gases: 'Air, nitrox, gas switching', battery: 'Rechargeable', airIntegration: 'Optional', display: 'Colour' },
  },
  {
    name: 'Garmin Descent Mk3',
    category: 'computers',
    description:
      'A premium dive computer and smartwatch in one, with a vivid AMOLED display, GPS for marking entry and exit points, and full training and navigation features on land. Dive modes cover single gas, multi-gas, rebreather, gauge and apnea. The pick for divers who want one device for everything and have the budget for it.',
    price: '1899.00',
    rating: '4.5',
    reviewCount: 98,
    affiliateLink: `${SHOP}/dive-computers/garmin-descent-mk3?${TAG}`,
    imageUrl: '/images/gear/garmin-descent-mk3.svg',
    featured: false,
    specs: { gases: 'Single gas, multi-gas, rebreather', display: 'AMOLED colour' },
  },
  {
    name: 'Mares Quad 2',
    category: 'computers',
    description:
      'A large, high-contrast wrist computer with four big buttons that stay easy to press in thick gloves. It handles air and nitrox diving with clear on-screen prompts for no-stop time, ascent rate and safety stops. A sensible upgrade for divers moving on from rental computers.',
    price: '649.00',
    rating: '4.0',
    reviewCount: 121,
    affiliateLink: `${SHOP}/dive-computers/mares-quad-2?${TAG}`,
    imageUrl: '/images/gear/mares-quad-2.svg',
    featured: false,
    specs: { gases: 'Air, nitrox', display: 'Large, high-contrast' },
  },
  {
    name: 'Suunto Zoop Novo',
    category: 'computers',
    description:
      'A no-fuss entry-level computer with a large segmented display and straightforward four-button menus. It covers air, nitrox, gauge and freedive modes, and the user-replaceable battery makes it an easy travel companion. Great value for newly certified Open Water divers.',
    price: '449.00',
    rating: '3.5',
    reviewCount: 305,
    affiliateLink: `${SHOP}/dive-computers/suunto-zoop-novo?${TAG}`,
    imageUrl: '/images/gear/suunto-zoop-novo.svg',
    featured: false,
    specs: { gases: 'Air, nitrox', battery: 'User-replaceable', display: 'Large segmented' },
  },
  {
    name: 'Aqualung Pro HD BCD',
    category: 'bcds',
    description:
      'A rugged jacket-style BCD built for regular diving, with integrated quick-release weight pockets, plenty of D-rings and roomy cargo pockets. The wraparound bladder keeps you stable and upright at the surface, which newer divers appreciate on choppy boat days.',
    price: '949.00',
    rating: '4.5',
    reviewCount: 143,
    affiliateLink: `${SHOP}/bcds/aqualung-pro-hd?${TAG}`,
    imageUrl: '/images/gear/aqualung-pro-hd.svg',
    featured: false,
    specs: { style: 'Jacket', weightSystem: 'Integrated quick-release pockets' },
  },
  {
    name: 'Scubapro Hydros Pro BCD',
    category: 'bcds',
    description:
      'A modern back-inflation BCD with a moulded Monprene harness that sheds water quickly and dries fast between dives. Its modular design lets you move pockets and accessories around, and the integrated weight system keeps the front uncluttered. A favourite with travellers and liveaboard divers.',
    price: '1649.00',
    rating: '4.7',
    reviewCount: 89,
    affiliateLink: `${SHOP}/bcds/scubapro-hydros-pro?${TAG}`,
    imageUrl: '/images/gear/scubapro-hydros-pro.svg',
    featured: true,
    specs: { style: 'Back inflation', weightSystem: 'Integrated', travel: 'Yes' },
  },
  {
    name: 'Cressi Travelight BCD',
    category: 'bcds',
    description:
      'A lightweight travel BCD with integrated quick-release weight pockets that folds down small enough to help with airline baggage limits. It still offers the pockets and D-rings you need for a week of reef diving, at a very approachable price.',
    price: '649.00',
    rating: '4.0',
    reviewCount: 76,
    affiliateLink: `${SHOP}/bcds/cressi-travelight?${TAG}`,
    imageUrl: '/images/gear/cressi-travelight.svg',
    featured: false,
    specs: { weightSystem: 'Integrated quick-release pockets', travel: 'Yes' },
  },
  {
    name: 'Cressi F1 Frameless Mask',
    category: 'masks',
    description:
      'A classic single-lens frameless mask with a low internal volume that makes it easy to clear and equalise. The soft silicone skirt suits a wide range of face shapes, and it folds flat enough to live in a BCD pocket as your spare.',
    price: '69.00',
    rating: '4.5',
    reviewCount: 412,
    affiliateLink: `${SHOP}/masks/cressi-f1-frameless?${TAG}`,
    imageUrl: '/images/gear/cressi-f1-frameless.svg',
    featured: false,
    specs: { lenses: 'Single lens', frame: 'Frameless', skirt: 'Soft silicone' },
  },
  {
    name: 'Scubapro Synergy 2 Twin Trufit Mask',
    category: 'masks',
    description:
      'A twin-lens mask with a Trufit skirt that combines thicker and thinner silicone zones for a comfortable, watertight seal. The lenses sit close to the eyes for a wide field of view, and the buckles adjust easily with gloves on.',
    price: '159.00',
    rating: '4.0',
    reviewCount: 188,
    affiliateLink: `${SHOP}/masks/scubapro-synergy-2-twin-trufit?${TAG}`,
    imageUrl: '/images/gear/scubapro-synergy-2-twin-trufit.svg',
    featured: false,
    specs: { lenses: 'Twin lens', skirt: 'Trufit silicone' },
  },
  {
    name: 'Mares Avanti Quattro+ Open Heel Fins',
    category: 'fins',
    description:
      'A long-standing favourite open-heel fin whose four water channels give strong, efficient thrust on both flutter and frog kicks. Stiff enough to push into a current on the outer reef yet comfortable on long dives. Wear them with dive boots.',
    price: '229.00',
    rating: '4.5',
    reviewCount: 356,
    affiliateLink: `${SHOP}/fins/mares-avanti-quattro-plus?${TAG}`,
    imageUrl: '/images/gear/mares-avanti-quattro-plus.svg',
    featured: true,
    specs: { heel: 'Open heel', blade: 'Four water channels' },
  },
  {
    name: 'Scubapro Seawing Nova Fins',
    category: 'fins',
    description:
      'A short, articulated blade that excels at frog kicks and backing up, which makes it popular with photographers and divers working on their trim. It comes with a comfortable spring-style heel strap that is quick to slip on at the back of the boat.',
    price: '279.00',
    rating: '4.5',
    reviewCount: 201,
    affiliateLink: `${SHOP}/fins/scubapro-seawing-nova?${TAG}`,
    imageUrl: '/images/gear/scubapro-seawing-nova.svg',
    featured: false,
    specs: { blade: 'Short, articulated' },
  },
  {
    name: 'Cressi Supernova Dry Snorkel',
    category: 'snorkels',
    description:
      'A dry-top snorkel whose float valve seals the tube when you duck-dive or a wave washes over you, with a purge valve that makes clearing easy. A sensible choice for snorkelling the reef or long surface swims back to the boat.',
    price: '59.00',
    rating: '4.0',
    reviewCount: 264,
    affiliateLink: `${SHOP}/snorkels/cressi-supernova-dry?${TAG}`,
    imageUrl: '/images/gear/cressi-supernova-dry.svg',
    featured: false,
    specs: { top: 'Dry', purgeValve: 'Yes' },
  },
  {
    name: 'Scubapro Spectra Dry Snorkel',
    category: 'snorkels',
    description:
      'A compact dry snorkel with a flexible lower section, so it hangs neatly out of the way while you breathe from your regulator. The comfortable silicone mouthpiece suits long snorkel sessions between dives.',
    price: '79.00',
    rating: '3.5',
    reviewCount: 97,
    affiliateLink: `${SHOP}/snorkels/scubapro-spectra-dry?${TAG}`,
    imageUrl: '/images/gear/scubapro-spectra-dry.svg',
    featured: false,
    specs: { top: 'Dry' },
  },
  {
    name: 'Scubapro Everflex YULEX 5 mm Steamer',
    category: 'wetsuits',
    description:
      'A full-length 5 mm wetsuit made with plant-based YULEX rubber instead of conventional neoprene, with stretchy panels that make it easier to get in and out of. A warm, comfortable choice for year-round diving in southern waters such as Sydney, Melbourne and Adelaide.',
    price: '749.00',
    rating: '4.5',
    reviewCount: 64,
    affiliateLink: `${SHOP}/wetsuits/scubapro-everflex-yulex-5mm?${TAG}`,
    imageUrl: '/images/gear/scubapro-everflex-yulex-5mm.svg',
    featured: false,
    specs: { thickness: '5 mm', style: 'Full suit', material: 'YULEX plant-based rubber' },
  },
  {
    name: 'Waterproof W30 2.5 mm Full Suit',
    category: 'wetsuits',
    description:
      'A thin, flexible full-length suit for warm tropical water in Queensland, northern Western Australia and the Top End. It adds a little warmth for repetitive liveaboard dives and protects your skin from sun, coral and the odd stinging hydroid.',
    price: '449.00',
    rating: '4.0',
    reviewCount: 52,
    affiliateLink: `${SHOP}/wetsuits/waterproof-w30-2-5mm?${TAG}`,
    imageUrl: '/images/gear/waterproof-w30-2-5mm.svg',
    featured: false,
    specs: { thickness: '2.5 mm', style: 'Full suit' },
  },
  {
    name: 'Apeks XTX50 Regulator',
    category: 'regulators',
    description:
      'An environmentally sealed first stage paired with a comfortable, adjustable second stage that can be set up for left- or right-hand hose routing. A dependable workhorse for cold southern shore dives and warm tropical reefs alike.',
    price: '1199.00',
    rating: '5.0',
    reviewCount: 133,
    affiliateLink: `${SHOP}/regulators/apeks-xtx50?${TAG}`,
    imageUrl: '/images/gear/apeks-xtx50.svg',
    featured: false,
    specs: { environmentallySealed: 'Yes', secondStage: 'Adjustable, left- or right-hand hose' },
  },
  {
    name: 'Scubapro MK25 EVO / S620 Ti Regulator',
    category: 'regulators',
    description:
      'A high-performance balanced-piston first stage paired with a lightweight titanium second stage. It breathes smoothly at depth and under heavy exertion, and the light second stage reduces jaw fatigue on long dives.',
    price: '1899.00',
    rating: '4.5',
    reviewCount: 71,
    affiliateLink: `${SHOP}/regulators/scubapro-mk25-evo-s620-ti?${TAG}`,
    imageUrl: '/images/gear/scubapro-mk25-evo-s620ti.svg',
    featured: false,
    specs: { firstStage: 'Balanced piston', secondStage: 'Lightweight titanium' },
  },
  {
    name: '1.4 m Orange DSMB and Finger Spool Kit',
    category: 'accessories',
    description:
      'A 1.4 m delayed surface marker buoy with an overpressure valve, paired with a 30 m finger spool and double-ender clip. Essential safety kit for drift dives and boat pick-ups, and something many Australian charter operators ask divers to carry.',
    price: '69.00',
    rating: '4.5',
    reviewCount: 238,
    affiliateLink: `${SHOP}/accessories/dsmb-finger-spool-kit?${TAG}`,
    imageUrl: '/images/gear/dsmb-finger-spool-kit.svg',
    featured: false,
    specs: { type: 'Surface marker buoy and spool', keyFeature: '1.4 m, 30 m spool' },
  },
  {
    name: '1200-Lumen Rechargeable Dive Torch',
    category: 'accessories',
    description:
      'A compact LED dive torch with a focused 1200-lumen beam for peering under ledges and into swim-throughs. It charges over USB-C and is small enough to clip off as a backup light on night dives.',
    price: '189.00',
    rating: '4.0',
    reviewCount: 119,
    affiliateLink: `${SHOP}/accessories/rechargeable-dive-torch-1200?${TAG}`,
    imageUrl: '/images/gear/rechargeable-dive-torch-1200.svg',
    featured: false,
    specs: { type: 'Dive torch', keyFeature: '1200 lumens, USB-C charging' },
  },
  // Reviewed on the site but missing from the shop: described from the review's facts only. The
  // stored rating is our review's (no seller rating is known) and no count of others' reviews.
  {
    name: 'Mares Puck Pro+',
    category: 'computers',
    description:
      'A round, wrist-mounted first computer with a large segmented display, big clear numbers and a backlight. It has air, nitrox and gauge modes, the Mares RGBM algorithm with adjustable personal conservatism, a user-replaceable battery and a built-in dive planner, and the "+" adds Bluetooth for sending dives to the Mares app. No air integration.',
    price: '449.00',
    rating: '4.0',
    reviewCount: 0,
    affiliateLink: `${SHOP}/dive-computers/mares-puck-pro-plus?${TAG}`,
    imageUrl: '/images/gear/mares-puck-pro-plus.svg',
    featured: false,
    specs: { algorithm: 'Mares RGBM', gases: 'Air, nitrox', battery: 'User-replaceable', airIntegration: 'No', display: 'Large segmented' },
  },
  {
    name: 'Shearwater Perdix 2',
    category: 'computers',
    description:
      'A dedicated dive computer with a bright, sharp colour screen and two-button menus. Modes run from air and nitrox to multi-gas, technical open circuit, closed circuit and gauge, on Bühlmann ZHL-16C with gradient factors. It takes a user-replaceable AA battery, and adds a tilt-compensated compass, vibration alerts, wireless air integration with compatible transmitters and Bluetooth log uploads.',
    price: '1549.00',
    rating: '4.5',
    reviewCount: 0,
    affiliateLink: `${SHOP}/dive-computers/shearwater-perdix-2?${TAG}`,
    imageUrl: '/images/gear/shearwater-perdix-2.svg',
    featured: false,
    specs: {
      algorithm: 'Bühlmann ZHL-16C with gradient factors',
      gases: 'Air, nitrox, multi-gas, technical, closed circuit',
      battery: 'User-replaceable',
      airIntegration: 'Yes',
      display: 'Colour',
    },
  },
  {
    name: 'Shearwater Teric',
    category: 'computers',
    description:
      'A dive computer compact enough to wear as an everyday watch, with a bright, customisable colour screen and four buttons. Modes cover air, nitrox, multi-gas and technical open circuit, closed circuit, gauge and freediving, on Bühlmann ZHL-16C with gradient factors. A rechargeable battery with wireless charging, wireless air integration with compatible transmitters, vibration alerts, a compass and Bluetooth log uploads.',
    price: '1699.00',
    rating: '4.5',
    reviewCount: 0,
    affiliateLink: `${SHOP}/dive-computers/shearwater-teric?${TAG}`,
    imageUrl: '/images/gear/shearwater-teric.svg',
    featured: false,
    specs: {
      algorithm: 'Bühlmann ZHL-16C with gradient factors',
      gases: 'Air, nitrox, multi-gas, technical, closed circuit',
      battery: 'Rechargeable',
      airIntegration: 'Yes',
      display: 'Colour',
    },
  },
];
