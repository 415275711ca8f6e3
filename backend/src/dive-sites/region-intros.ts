/**
 * Our short introductions to the dive regions, shown at the top of /dive-sites/region/{slug}. Keyed by
 * the region name the sites carry (see REGION_BOXES in dive-site-derivation.ts). Written in our own
 * words from widely known facts; a region without an intro gets a plain one built from its counts.
 */
export const REGION_INTROS: Readonly<Record<string, string>> = {
  'Byron Bay & Northern NSW':
    'Julian Rocks off Byron Bay is the headline here: a small island in a marine park sanctuary zone where tropical and temperate fish meet, with leopard sharks in summer and grey nurse sharks in winter. Cook Island, off Fingal Head, is known for its turtles.',
  'Coffs Harbour & Solitary Islands':
    'The Solitary Islands Marine Park off Coffs Harbour sits where warm and cool currents meet, so corals, anemones and tropical fish share the reefs with temperate species.',
  'South West Rocks':
    "South West Rocks is home to Fish Rock, whose cave runs right through the island, and to one of the east coast's best-known grey nurse shark populations. The surrounding reefs are dived by boat from the town.",
  'Port Stephens':
    "Nelson Bay's sheltered shore dives inside Port Stephens, timed to the high-tide slack, are famous for nudibranchs and seahorses; offshore islands add boat dives in the marine park.",
  'Newcastle & Lake Macquarie':
    "Around Newcastle and Lake Macquarie divers find shore dives, artificial reefs and a string of wrecks off one of Australia's busiest coal ports.",
  'Central Coast':
    'The Central Coast between Sydney and Newcastle has rocky headlands, sheltered bays and wrecks, with shore dives at places like Terrigal and boat dives offshore.',
  Sydney:
    "Sydney's shore dives are better than many visitors expect: sponge gardens, weedy sea dragons, nudibranchs and blue gropers a short drive from the city, at sites such as Bare Island in Botany Bay.",
  'Wollongong & Illawarra':
    'South of Sydney, the Illawarra coast has rocky reefs, caves and shore dives around headlands such as Bass Point, with temperate fish and plenty of small life.',
  'Batemans Bay & Narooma':
    "The South Coast around Batemans Bay and Narooma offers temperate reefs and islands, with Montague Island's fur seals a famous boat trip from Narooma.",
  'Merimbula & Eden':
    "At the far south of New South Wales, Merimbula and Eden have cool, clear water, wharf dives rich in small life, and Twofold Bay's history as a whaling port.",
  'Lord Howe Island':
    "Lord Howe Island, far off the New South Wales coast, has the world's southernmost coral reef and fish found almost nowhere else; Balls Pyramid, the great sea stack to its south, is one of the most remarkable dives in the country.",
  'Gold Coast':
    'The Gold Coast is best known for its surf, but the Seaway, offshore reefs and artificial reefs give divers turtles, rays and schools of fish close to the city.',
  'North Stradbroke Island':
    "Point Lookout on North Stradbroke Island (Minjerribah) has some of South East Queensland's best diving: grey nurse sharks at Flat Rock in winter and manta rays at Manta Bommie in summer.",
  'Brisbane & Moreton Bay':
    "Moreton Bay and Moreton Island are Brisbane's backyard dives: the Tangalooma Wrecks for snorkellers and new divers, and grey nurse shark habitat at Cherubs Cave for experienced ones.",
  'Sunshine Coast':
    "The Sunshine Coast's best-known dive is the ex-HMAS Brisbane, a navy destroyer scuttled off Mooloolaba as a dive wreck, along with offshore reefs and rocky islands.",
  'Southern Great Barrier Reef':
    'The southern end of the Great Barrier Reef is a string of coral cays: Lady Elliot Island, famous for manta rays, and Heron Island, where turtles nest in summer, among them.',
  Whitsundays:
    "The Whitsunday Islands are mostly day-trip and sailing country: sheltered bays on the islands' northern sides, like Manta Ray Bay, give easy dives and snorkels, with the outer reef further out.",
  'Townsville & Great Barrier Reef':
    "Townsville is the base for the SS Yongala, one of the world's most famous wreck dives, and for the Museum of Underwater Art on the reef offshore.",
  'Cairns & Great Barrier Reef':
    'Cairns is the busiest gateway to the Great Barrier Reef: day boats and pontoons reach the outer reefs in an hour or two, and liveaboards go further north.',
  'Port Douglas & Great Barrier Reef':
    'From Port Douglas, day boats reach the Agincourt Reefs and other outer ribbon reefs, and the Low Isles closer in.',
  'Ribbon Reefs & Lizard Island':
    "The Ribbon Reefs are a chain of long reefs on the edge of the continental shelf north of Port Douglas, reached by liveaboard; the Cod Hole's potato cod and the winter dwarf minke whales are the famous encounters.",
  'Far Northern Great Barrier Reef':
    'The far northern Great Barrier Reef is remote and little dived, visited mostly by expedition liveaboards, with historic wrecks such as HMS Pandora protected by law.',
  'Port Phillip Heads':
    "The Heads of Port Phillip are Victoria's best-known diving: wrecks, walls and Popes Eye in a marine national park, all ruled by the tide through the Rip, so dives are run at slack water.",
  'Mornington Peninsula':
    "The Mornington Peninsula's piers, such as Rye, Blairgowrie and Flinders, are famous shore dives: seahorses, nudibranchs, giant spider crab gatherings in Port Phillip and weedy sea dragons in Western Port.",
  'Melbourne & Port Phillip': "Close to Melbourne, Port Phillip's shallow reefs and piers make easy shore dives and training sites.",
  'Bellarine Peninsula':
    "The Bellarine Peninsula on Port Phillip's western side has piers, shallow reefs and a few wrecks, sheltered from the ocean swell.",
  'Mount Gambier & Limestone Coast':
    'The water-filled sinkholes and caves around Mount Gambier are famous for their clarity; access to most is managed by the Cave Divers Association of Australia, which sets the qualification each site needs.',
  'Kangaroo Island': "Kangaroo Island's cool, clear water holds leafy sea dragons and temperate reefs.",
  'Adelaide & Gulf St Vincent': 'Gulf St Vincent near Adelaide is known for its jetties, where leafy sea dragons are the prize.',
  'Hobart & Tasman Peninsula':
    'Around Hobart and the Tasman Peninsula, cold water brings kelp, sponge gardens and sea dragons; Tinderbox marine reserve is a favourite first shore dive.',
  'East Coast Tasmania': "Tasmania's east coast has clear, cool water, granite reefs and kelp.",
  Albany:
    'Albany on the south coast of Western Australia has the ex-HMAS Perth, scuttled in King George Sound, and cool Southern Ocean reefs.',
  Esperance: 'Esperance has clear Southern Ocean water and an archipelago of granite islands.',
  'Busselton & Geographe Bay':
    'Geographe Bay has Busselton Jetty, almost 2 km long and covered in colourful growth, and the ex-HMAS Swan, scuttled off Dunsborough as a dive wreck.',
  'Perth & Rottnest':
    "Perth divers have Rottnest Island's limestone reefs and wrecks, warmed by the Leeuwin Current, plus shore dives along the metropolitan coast.",
  'Houtman Abrolhos Islands':
    'The Houtman Abrolhos, off Geraldton, are coral reefs far further south than usual thanks to the Leeuwin Current; the Western Australian Government publishes dive trails here, and the Batavia was wrecked in the islands in 1629.',
  'Ningaloo & Exmouth':
    'Ningaloo Reef is famous for whale sharks in autumn and humpback whales in winter; at Exmouth, the Navy Pier is one of the best pier dives anywhere.',
  Darwin: "Darwin's harbour holds wartime wrecks, dived on the small tides with local operators.",
  'Cocos (Keeling) Islands':
    'The Cocos (Keeling) Islands are a remote coral atoll in the Indian Ocean, with clear water, reef sharks, manta rays and The Rip, a drift through the channel beside Direction Island.',
  'Christmas Island':
    'Christmas Island rises steeply from the deep Indian Ocean, so its walls start close to shore; whale sharks visit in some wet seasons.',
};

export function regionIntro(region: string, siteCount: number, guideCount: number): string {
  const written = REGION_INTROS[region];
  if (written) return written;
  const guides = guideCount > 0 ? `, ${guideCount} of them with our full guide` : '';
  return `${siteCount} dive site${siteCount === 1 ? '' : 's'} in ${region}${guides}. Each card shows what is known about the site; open one for its map and nearby sites.`;
}
