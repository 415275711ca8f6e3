import type { SkillLevel } from '../../dive-sites/dive-sites.dto';

/**
 * Our guides to the best-known sites in the seed data: reviewed editorial content, the one source of
 * truth for it. Each guide is keyed by its CSV row (see siteKey in ../dive-site-csv.ts) and is laid
 * over the derived fields when seeding; the seeder also applies it to existing databases, skipping
 * any site the owner has edited (see ../dive-site-seed-refresh.ts).
 *
 * Writing rules: only what is widely known and published about the site (the animals it is famous
 * for, its seasons, currents and access), in our own words, with no invented precision. Coordinates
 * and the community-reported maximum depth always stay as the data has them.
 */
export interface DiveSiteGuide {
  /** "odm:<OpenDiveMap site id>" or "dpird:<name>". */
  key: string;
  /** The CSV row's name, repeated so the file reads on its own; a test checks it matches. */
  name: string;
  paragraphs: string[];
  /** What the site is famous for comes first: search ranks an earlier mention higher. */
  marineLife: string;
  hazards: string;
  bestTime: string;
  visibility: string;
  /** The shallow end of the usual dive; the maximum is always the data's community-reported depth. */
  depthFromM: number;
  /** Only for rows without a reported depth: words, never an invented number. */
  depthNote?: string;
  skillLevel: SkillLevel;
}

/** Closes every guide's description. */
export const GUIDE_CLOSING_NOTE =
  'Conditions change with the weather, the tide and the season. Before you dive, ask a local dive operator what the site is like today.';

interface GuidedFields {
  description: string;
  marineLife: string;
  hazards: string;
  bestTime: string;
  visibility: string | null;
  depthRange: string;
  skillLevel: SkillLevel;
  featured: boolean;
}

/** The guide laid over a derived row: the guide's words, the data's maximum depth, and Featured. */
export function applyGuide<T extends GuidedFields>(derived: T, guide: DiveSiteGuide, depthMaxM: number | null): T {
  return {
    ...derived,
    description: [...guide.paragraphs, GUIDE_CLOSING_NOTE].join('\n\n'),
    marineLife: guide.marineLife,
    hazards: guide.hazards,
    bestTime: guide.bestTime,
    visibility: guide.visibility,
    depthRange: depthMaxM === null ? (guide.depthNote ?? derived.depthRange) : `${guide.depthFromM}-${depthMaxM} m`,
    skillLevel: guide.skillLevel,
    featured: true,
  };
}

export const DIVE_SITE_GUIDES: readonly DiveSiteGuide[] = [
  // ---------------------------------------------------------------- Queensland
  {
    key: 'odm:sahdzj',
    name: 'SS Yongala Wreck',
    paragraphs: [
      'The Yongala was a coastal passenger steamer that disappeared in a cyclone in 1911 with everyone on board; the wreck was only found decades later. It lies on its side on open sand off Cape Bowling Green, the one large structure for a long way in any direction, and that is why so much life crowds onto it.',
      'Boats run out from Alva Beach near Ayr, a short trip, or from Townsville, a longer one. The Yongala is a protected historic shipwreck: divers look from outside, never enter or touch it, and boats tie up to the public moorings.',
      'Divers come for the sheer numbers of big animals: giant Queensland groper, turtles, sea snakes, eagle rays and rays on the sand, with schools of trevally, batfish and barracuda over the hull. Currents often run across the wreck, and because the site is in open water, wind and swell decide whether a trip goes at all.',
    ],
    marineLife:
      'Queensland groper (giant grouper), sea snakes, turtles, eagle rays, schools of trevally, batfish and barracuda, bull sharks at times, soft and hard corals on the hull',
    hazards:
      'Currents are common and can be strong: descend and ascend on the mooring line. The site is exposed, so trips are often cancelled for wind. Entering the wreck is prohibited. Sea snakes are curious; stay calm and never handle them.',
    bestTime: 'All year when the weather allows; the calmer spells often come between September and December.',
    visibility: 'Often 10-20 m, less after strong wind',
    depthFromM: 15,
    skillLevel: 'Advanced',
  },
  {
    key: 'odm:o2hcyp',
    name: 'Cod Hole - Ribbon No 10 Reef - GBR',
    paragraphs: [
      'The Cod Hole, at the northern end of the Ribbon Reefs near Lizard Island, is famous for its potato cod: big, spotted groupers that have long come close to divers. Most visitors arrive on a liveaboard from Cairns or Port Douglas, or by boat from Lizard Island.',
      'The cod are wild fish: let them decide how close to come, and keep your hands to yourself. Around them the reef has Maori wrasse, reef sharks, moray eels and healthy coral. In the middle of winter, dwarf minke whales visit the Ribbon Reefs, and many liveaboard trips at that time are planned around them.',
    ],
    marineLife:
      'Potato cod, Maori wrasse, reef sharks, moray eels, hard and soft corals, dwarf minke whales on the Ribbon Reefs in June and July',
    hazards:
      'A remote site far from medical help and recompression: dive conservatively. Current can run across the reef. Do not touch or feed the fish.',
    bestTime: 'All year on liveaboards; June and July for dwarf minke whales; the calmest seas often come between September and December.',
    visibility: 'Often 20 m or more',
    depthFromM: 5,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:mxbx4d',
    name: 'HMAS Brisbane (Wreck)',
    paragraphs: [
      'HMAS Brisbane was a guided-missile destroyer of the Royal Australian Navy that served in the Vietnam War and the 1991 Gulf War. After she was decommissioned she was prepared for divers and scuttled off the Sunshine Coast in 2005, and the wreck is now a protected dive site.',
      'Boats run out from Mooloolaba. The ship sits upright on sand, so the upper decks are shallow enough for newer divers while the hull and the sand are deeper. Openings were cut before she was sunk; going inside still calls for wreck training and a guide.',
      'Years underwater have covered the hull in corals, sponges and weed, and the wreck holds schools of fish, batfish, wobbegongs and turtles.',
    ],
    marineLife: 'Schools of fish, batfish, wobbegongs, turtles, lionfish, corals and sponges on the hull',
    hazards: 'Offshore: current and swell. Go inside only with wreck training and a guide (silt, sharp edges, overhead). Use the moorings.',
    bestTime: 'All year when the sea is calm; winter often brings the clearest water and summer the warmest.',
    visibility: 'Often 10-20 m',
    depthFromM: 5,
    skillLevel: 'Intermediate',
  },
  {
    key: 'odm:ckf6xs',
    name: 'Flat Rock - Shark Alley',
    paragraphs: [
      'Flat Rock is a low, rocky islet off Point Lookout on North Stradbroke Island (Minjerribah), and Shark Alley is the gully where grey nurse sharks gather in the cooler months. On the east coast the grey nurse is critically endangered, and Flat Rock is one of the places it is protected.',
      'In summer the same water brings manta rays to the area, and turtles are seen all year. Trips are by boat from Point Lookout; the open-ocean swell and current decide each day.',
    ],
    marineLife: 'Grey nurse sharks (winter), turtles, wobbegongs, rays, manta rays nearby in summer, schools of fish',
    hazards:
      "Exposed to ocean swell and current; boat entries and exits can be rough. Grey nurse sharks are protected: keep your distance and never block a shark's path or a gutter.",
    bestTime: 'Winter for grey nurse sharks; summer for manta rays in the area.',
    visibility: 'Often 10-20 m',
    depthFromM: 10,
    skillLevel: 'Intermediate',
  },
  {
    key: 'odm:utk73d',
    name: 'Manta Bommie',
    paragraphs: [
      'Manta Bommie, off Point Lookout on North Stradbroke Island, is named for the manta rays that visit it in summer to be cleaned by small fish. It is a short boat ride from the point and one of the best-known dives in South East Queensland.',
      'When the mantas are away there are still turtles, wobbegongs, rays and schools of fish. The bommie is shallow enough for newer divers, but a swell moves a lot of water over it.',
    ],
    marineLife: 'Manta rays (summer), turtles, wobbegongs, rays, schools of fish',
    hazards:
      'Surge and current over the bommie when a swell runs. Give mantas space at the cleaning station: no chasing, touching or blocking their path.',
    bestTime: 'Summer and early autumn for manta rays; turtles all year.',
    visibility: 'Often 10-15 m',
    depthFromM: 8,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:y5w6mz',
    name: 'Cherubs Cave',
    paragraphs: [
      'Cherubs Cave, off the north of Moreton Island, is a rocky ledge and overhang where grey nurse sharks gather, and it is protected as one of their critical habitats. It is a boat dive in open ocean, close to the limit of Advanced Open Water depth.',
      'Sharks often rest quietly in and near the cave, so a slow, calm approach shows the most. Wobbegongs, turtles, rays and schools of fish share the reef.',
    ],
    marineLife: 'Grey nurse sharks, wobbegongs, turtles, rays, schools of fish',
    hazards:
      'Open-ocean swell and current. The depth needs Advanced training and a careful gas and no-decompression plan. Protected shark habitat: never block the cave or crowd the sharks.',
    bestTime: 'All year when the sea allows; the cooler months are known for grey nurse sharks.',
    visibility: 'Often 10-20 m',
    depthFromM: 15,
    skillLevel: 'Advanced',
  },
  {
    key: 'odm:nim8qh',
    name: 'Tangalooma Wrecks',
    paragraphs: [
      "Off Tangalooma on the western side of Moreton Island, a line of old vessels was sunk from the 1960s onward to make a sheltered anchorage for small boats. The fifteen hulks sit in shallow water close to the beach, and they are now one of South East Queensland's best-known snorkelling and diving spots.",
      'Most people visit on a day trip across Moreton Bay and swim out from the beach. The shallow water suits training and snorkellers, and the hulks shelter reef fish, wobbegongs, rays and turtles.',
    ],
    marineLife: 'Reef fish, wobbegongs, rays, turtles, corals and growth on the hulks',
    hazards:
      'Boats anchor behind the wrecks: stay visible and watch for boat traffic. Tidal currents run along the line. The hulks are rusting with sharp edges: stay outside them.',
    bestTime: 'All year; choose a calm day and dive around high tide for clearer water.',
    visibility: 'Variable, often under 10 m; best around high tide',
    depthFromM: 2,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:6amnbc',
    name: 'Manta Ray Bay',
    paragraphs: [
      'Manta Ray Bay is a sheltered bay on the northern side of Hook Island in the Whitsundays, visited by day boats and sailing trips from Airlie Beach. Calm water, coral close to the surface and friendly fish make it a favourite first ocean dive and snorkel.',
      'Despite the name, manta rays are a bonus rather than a promise. The bay is known for its fish, including big Maori wrasse that swim right up to divers, along with turtles and a good spread of hard and soft corals.',
    ],
    marineLife: 'Maori wrasse, turtles, reef fish, hard and soft corals, manta rays occasionally',
    hazards:
      'Boats and moorings in the bay. In the stinger season (roughly November to May) wear a stinger suit. Please do not feed the fish.',
    bestTime: 'All year; May to October avoids the stinger season, though winter trade winds can make the crossing choppy.',
    visibility: 'Often 5-15 m',
    depthFromM: 3,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:wfrwm9',
    name: 'Lighthouse Bommie - Lady Elliot Island',
    paragraphs: [
      "Lady Elliot Island is a small coral cay at the southern tip of the Great Barrier Reef, reached by light plane, and it is known above all for manta rays. Lighthouse Bommie, off the island's lighthouse, is a cleaning station where mantas gather to have parasites picked off by small fish.",
      'Mantas are seen around the island through the year, most often in the cooler months. Turtles are common on every dive, and from winter into spring humpback whales pass the island on their migration; divers often hear them singing.',
    ],
    marineLife: 'Manta rays, turtles, reef sharks, schools of fish, humpback whales passing in winter and spring',
    hazards: 'A boat dive exposed to swell and current. At the cleaning station stay low and still and let the mantas come to you.',
    bestTime: 'All year; manta rays are most common from about May to August, humpback whales pass from about June to October.',
    visibility: 'Often 15 m or more',
    depthFromM: 10,
    skillLevel: 'Intermediate',
  },
  {
    key: 'odm:fofl2t',
    name: 'Heron Island',
    paragraphs: [
      'Heron Island is a coral cay on the southern Great Barrier Reef with a resort and a university research station, surrounded by a marine national park zone. The reef edge is close to the island, so boat rides are short and several sites can be dived in a day.',
      'Green and loggerhead turtles nest on the beaches in early summer, and their hatchlings head to sea in late summer. Underwater there are turtles, reef sharks, rays and big schools of fish, and humpback whales pass in winter and spring.',
    ],
    marineLife:
      'Green and loggerhead turtles, reef sharks, rays, schools of fish, hard corals, humpback whales passing in winter and spring',
    hazards:
      "Current along the reef edge; boat times depend on the tide. Don't touch coral or turtles, and keep well away from nesting turtles and hatchlings on the beach.",
    bestTime: 'All year; turtle nesting and hatching from about November to March; humpback whales from about June to October.',
    visibility: 'Often 15 m or more',
    depthFromM: 5,
    skillLevel: 'Beginner',
  },
  // ---------------------------------------------------------------- New South Wales
  {
    key: 'odm:spndoc',
    name: 'Cook Island - North Wall',
    paragraphs: [
      'Cook Island lies a short way off Fingal Head, just south of the Queensland border, and the water around it is an aquatic reserve. It is best known for turtles, seen on most dives all year, and for leopard sharks resting on the sand in summer.',
      'Boats run from the Tweed area, and the island is small enough to dive around its different sides as the swell allows. Wobbegongs, rays and schools of fish are common.',
    ],
    marineLife: 'Green turtles, wobbegongs, rays, schools of fish, leopard sharks (summer)',
    hazards: "Swell and current around the island. Aquatic reserve: no fishing or collecting. Don't touch or chase turtles.",
    bestTime: 'All year for turtles; summer for leopard sharks.',
    visibility: 'Often 8-15 m',
    depthFromM: 5,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:y78g93',
    name: 'Julian Rocks - Nursery',
    paragraphs: [
      'Julian Rocks is a small rocky island about 2.5 km off Byron Bay, in a sanctuary zone of the Cape Byron Marine Park. Warm currents from the north meet cooler southern water here, so tropical and temperate species share the same reef, and it is one of the most popular dives in New South Wales.',
      'The Nursery is the sheltered, shallower side of the rocks, with sand patches where leopard sharks rest in summer. It is where most training dives and first ocean dives happen. Turtles, wobbegongs and rays are common; in winter grey nurse sharks gather around the rocks.',
      "Byron's dive boats launch from the beach, so expect a lively ride out when there is surf.",
    ],
    marineLife:
      'Leopard sharks (summer), turtles, wobbegongs, shovelnose rays, manta rays (summer, occasional), grey nurse sharks (winter), nudibranchs, reef fish',
    hazards:
      'Beach launches through the surf; swell and current around the rocks. Sanctuary zone: no fishing or collecting. Never touch or crowd the sharks.',
    bestTime: 'Summer (about December to April) for leopard sharks and mantas; winter for grey nurse sharks; turtles all year.',
    visibility: 'Variable, often 8-15 m',
    depthFromM: 5,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:vlqof5',
    name: 'Julian Rocks - Cod Hole',
    paragraphs: [
      'The Cod Hole is one of the named sites around Julian Rocks off Byron Bay, in the Cape Byron Marine Park sanctuary zone. It is built around a large overhang where fish shelter, and in winter it is one of the places at the rocks where grey nurse sharks are seen.',
      'In summer leopard sharks rest on the sand around Julian Rocks, and turtles and wobbegongs are common all year. The Cod Hole is a little deeper than the Nursery and more open to current.',
    ],
    marineLife: 'Grey nurse sharks (winter), wobbegongs, turtles, schools of fish, leopard sharks around the rocks (summer), nudibranchs',
    hazards:
      "Current and swell around the rocks; beach launches through the surf. Keep clear of the overhang's sharks and never block their way out.",
    bestTime: 'Winter for grey nurse sharks; summer for leopard sharks; turtles all year.',
    visibility: 'Variable, often 8-15 m',
    depthFromM: 8,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:sp9o5y',
    name: 'Fish Rock Cave',
    paragraphs: [
      'Fish Rock is a small island off Smoky Cape near South West Rocks, and the cave that runs right through it is one of the best-known dives in Australia. The tunnel is more than 100 m long; divers usually go in at the deeper end and come out at the shallower one.',
      'Grey nurse sharks live around the rock all year, and it is one of their most important sites on the east coast. Inside the cave there are schools of small fish, wobbegongs and crayfish; outside, black cod, turtles and big schools of fish.',
    ],
    marineLife: 'Grey nurse sharks, black cod, wobbegongs, turtles, schools of bullseyes and other fish, crayfish',
    hazards:
      "An overhead environment: bring a torch, have good buoyancy and dive with a guide who knows the cave. Swell causes surge inside. Current around the rock. Grey nurse sharks are protected: never block a cave exit or a shark's path.",
    bestTime: 'All year; grey nurse sharks are present year-round, and calm seas matter more than the season.',
    visibility: 'Often 10-20 m',
    depthFromM: 10,
    skillLevel: 'Advanced',
  },
  {
    key: 'odm:rccztl',
    name: 'Bare Island East',
    paragraphs: [
      "Bare Island sits at the mouth of Botany Bay at La Perouse, joined to the shore by an old timber footbridge and topped by a 19th-century fort. It is one of Sydney's favourite shore dives, known for small animals and for weedy sea dragons.",
      'The eastern side faces the bay entrance and is more open to swell and current than the west, so it is best saved for calm days. Sponge gardens and kelp hide nudibranchs, seahorses, octopus and cuttlefish, and blue gropers follow divers around.',
    ],
    marineLife: 'Weedy sea dragons, nudibranchs, seahorses, octopus, cuttlefish, eastern blue gropers, sponge gardens',
    hazards:
      'Entry and exit over rocks; swell and current near the bay entrance. Ships and boats use Botany Bay: stay close to the island. Fishing line around the island.',
    bestTime: 'All year on calm days; winter often has the clearer water.',
    visibility: 'Often 5-15 m',
    depthFromM: 3,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:z3jift',
    name: 'Fly Point',
    paragraphs: [
      'Fly Point is a shore dive inside Port Stephens at Nelson Bay, in a sanctuary zone of the marine park. A lot of water flows in and out of the port with the tide, so it is dived around high-tide slack water, and that flow feeds a great range of sponges, soft corals and small animals.',
      'It is famous for nudibranchs and for seahorses, and it is a favourite with underwater photographers and for night dives.',
    ],
    marineLife: 'Nudibranchs, seahorses, sponges and soft corals, octopus, moray eels, schools of fish',
    hazards:
      'Strong tidal current outside slack water: plan the dive around high-tide slack and be back before it turns. Boats use the nearby channel.',
    bestTime: 'All year, timed to high-tide slack water.',
    visibility: 'Often 5-15 m, best on the high tide',
    depthFromM: 3,
    skillLevel: 'Intermediate',
  },
  {
    key: 'odm:og9rp6',
    name: 'North Solitary Islands',
    paragraphs: [
      'North Solitary Island is the northernmost island of the Solitary Islands Marine Park, off the coast north of Coffs Harbour, where tropical and temperate waters meet. It is best known for Anemone Bay, a shallow bay carpeted with anemones and their anemonefish.',
      'Boats come out from the nearby coast. Around the island there are turtles, wobbegongs and a mix of tropical and temperate fish you rarely see together.',
    ],
    marineLife: 'Anemones and anemonefish, turtles, wobbegongs, tropical and temperate reef fish',
    hazards: 'An offshore boat dive: swell and current. Marine park zones apply.',
    bestTime: 'All year when the sea allows.',
    visibility: 'Often 10-20 m',
    depthFromM: 5,
    skillLevel: 'Intermediate',
  },
  {
    key: 'odm:qcj0c0',
    name: 'Balls Pyramid',
    paragraphs: [
      'Balls Pyramid is the tall volcanic spire that rises out of the sea south-east of Lord Howe Island, often called the tallest sea stack in the world. Diving it means a long boat ride over open ocean, so trips run only in good weather.',
      'Underwater the rock falls away steeply. It is known for Galapagos sharks, big kingfish and trevally, and for fish found mainly around Lord Howe, such as the Ballina angelfish.',
    ],
    marineLife: 'Galapagos sharks, yellowtail kingfish, trevally, Ballina angelfish, reef fish found mainly around Lord Howe',
    hazards: 'Remote and exposed: a long open-water crossing, strong currents and swell, and far from help. Weather decides everything.',
    bestTime: 'The warmer months, weather permitting.',
    visibility: 'Often 20 m or more',
    depthFromM: 10,
    skillLevel: 'Advanced',
  },
  // ---------------------------------------------------------------- Victoria
  {
    key: 'odm:4kkcym',
    name: 'Blairgowrie Pier',
    paragraphs: [
      'Blairgowrie Pier, on the southern shore of Port Phillip, is a shallow and easy shore dive among pylons, weed and sand. It is one of the places where giant spider crabs gather in great numbers to moult, usually in late autumn or early winter, an event that draws divers from all over.',
      'The rest of the year the pier is a dive for small animals: nudibranchs, seahorses, octopus and stingrays, and even more at night.',
    ],
    marineLife: 'Giant spider crabs (aggregations in late autumn to early winter), nudibranchs, seahorses, octopus, stingrays',
    hazards: 'Boat traffic near the marina; fishing line and hooks around the pylons; cold water for most of the year.',
    bestTime: 'All year; spider crab aggregations usually come in late autumn or early winter, and the timing changes each year.',
    visibility: 'Often 3-10 m',
    depthFromM: 2,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:ngl7iv',
    name: 'Rye Pier',
    paragraphs: [
      "Rye Pier reaches well out into Port Phillip from the Mornington Peninsula's bay shore, and its pylons and the sand beneath are home to a lot of small life. It is a popular place for training and night dives.",
      'Look for seahorses, nudibranchs, octopus and stingrays, and for giant spider crabs, which gather around the southern bay piers in late autumn and early winter in some years.',
    ],
    marineLife: 'Seahorses, nudibranchs, octopus, stingrays, giant spider crabs (some years, late autumn to early winter)',
    hazards: 'Fishing line and hooks around the pier; boat traffic; cold water for most of the year.',
    bestTime: 'All year on calm days.',
    visibility: 'Often 3-10 m',
    depthFromM: 2,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:r4jpy9',
    name: 'Flinders Pier',
    paragraphs: [
      'Flinders Pier, on the Western Port side of the Mornington Peninsula, is one of the most reliable places in Australia to see weedy sea dragons. It is a shallow shore dive among pylons and weed, and most divers find dragons within a visit or two.',
      'Pot-bellied seahorses, nudibranchs and stingrays live here too. Western Port has strong tides, so dive around slack water.',
    ],
    marineLife: 'Weedy sea dragons, pot-bellied seahorses, nudibranchs, stingrays, kelp and weed',
    hazards: 'Tidal current: dive around slack water. Swell from the Western Port entrance; fishing line around the pier; cold water.',
    bestTime: 'All year, timed to slack water.',
    visibility: 'Often 3-10 m',
    depthFromM: 2,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:o7jvu9',
    name: 'Popes Eye',
    paragraphs: [
      'Popes Eye is a horseshoe-shaped ring of rocks inside Port Phillip Heads, built in the 19th century as the base of a fort that was never finished. It lies in the Port Phillip Heads Marine National Park, its sheltered water is full of fish, and Australasian gannets nest on the structure above.',
      'Inside the horseshoe there is shallow, sheltered water with a snorkel trail; outside, the rock wall drops to sand. Australian fur seals sometimes visit. This close to the Rip the tide rules, so dive it at slack water.',
    ],
    marineLife: 'Schools of reef fish, blue devils, sponges, Australian fur seals at times, gannets nesting above',
    hazards:
      'Strong tidal currents near the Heads: dive at slack water only. Boat traffic and the shipping channel nearby. Marine national park: no fishing or collecting.',
    bestTime: 'All year, timed to slack water; summer for warmer water.',
    visibility: 'Often 5-15 m',
    depthFromM: 2,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:u9tfdf',
    name: 'J4 Submarine Wreck',
    paragraphs: [
      'J4 was one of the J-class submarines Britain gave the Royal Australian Navy after the First World War. They were retired within a few years and scuttled, and J4 now lies outside Port Phillip Heads, one of the best-known wreck dives in Victoria.',
      'The hull is broken open but still recognisable, covered in sponges and other growth, with fish sheltering in and around it. The strong tidal streams of the Heads mean charter boats dive it only at slack water.',
    ],
    marineLife: 'Sponges and encrusting growth, schools of fish, crayfish',
    hazards:
      "Strong currents: slack water only, on the charter's timing. Depth near the Advanced limit. Do not enter the hull. Ocean swell, shipping and cold water.",
    bestTime: 'All year at slack water when the swell is small; summer is warmer.',
    visibility: 'Often 10-15 m',
    depthFromM: 20,
    skillLevel: 'Advanced',
  },
  // ---------------------------------------------------------------- Western Australia
  {
    key: 'odm:c75t0p',
    name: 'Busselton Jetty',
    paragraphs: [
      'Busselton Jetty reaches almost 2 km into Geographe Bay and is one of the longest timber-piled jetties in the world. Its pylons are covered in corals, sponges and other colourful growth, and an underwater observatory near the end shows the same scene to non-divers.',
      'Dives are run by the local operator from the jetty, mostly near the far end, and a small train runs out along it. Under the jetty there are schools of fish, nudibranchs, octopus and rays.',
    ],
    marineLife: 'Corals, sponges and colourful growth on the pylons, schools of fish, nudibranchs, octopus, rays',
    hazards:
      "Diving here is organised through the jetty's dive operator. Keep clear of the observatory and fishing lines. Wind chop in the bay.",
    bestTime: 'All year; calm mornings are best.',
    visibility: 'Often 5-15 m',
    depthFromM: 3,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:uubagz',
    name: 'Exmouth Navy Pier',
    paragraphs: [
      'The Navy Pier at Point Murat near Exmouth stands on defence land and can be dived only with the one licensed operator, which keeps numbers small. It is widely regarded as one of the best pier dives in the world.',
      'The pylons are crowded with fish and invertebrates: big groupers, white-tip reef sharks, wobbegongs, moray eels, frogfish, nudibranchs and schools of fish, with turtles at times. Dives are timed to the tide because of current.',
    ],
    marineLife: 'Groupers, white-tip reef sharks, wobbegongs, moray eels, frogfish, nudibranchs, schools of fish, turtles at times',
    hazards:
      "Tidal current: dives are timed to the tide. Access only with the licensed operator (bring ID). Sharp growth on the pylons: don't touch.",
    bestTime: "All year, timed to the tide; Ningaloo's whale sharks (autumn) and humpbacks (winter) make those seasons popular trips.",
    visibility: 'Often 5-15 m',
    depthFromM: 5,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:hof2ng',
    name: 'HMAS Swan (Wreck)',
    paragraphs: [
      'HMAS Swan was a destroyer escort of the Royal Australian Navy. After she was decommissioned she was prepared for divers and scuttled in Geographe Bay off Dunsborough in 1997, and she sits upright on sand as a purpose-made dive wreck.',
      'Openings were cut before she was sunk so trained divers can go inside, but the outside alone fills a dive or two: decks, masts and fittings covered in growth, with schools of fish around them.',
    ],
    marineLife: 'Schools of fish, sponges and soft growth, nudibranchs',
    hazards: 'An open-water boat dive; current at times. Go inside only with wreck training and a guide.',
    bestTime: 'All year when the bay is calm.',
    visibility: 'Often 10-20 m',
    depthFromM: 10,
    skillLevel: 'Intermediate',
  },
  {
    key: 'odm:wmglo1',
    name: 'HMAS Perth II',
    paragraphs: [
      'HMAS Perth was a guided-missile destroyer of the Royal Australian Navy, a sister ship of HMAS Brisbane on the Sunshine Coast. She was scuttled in King George Sound near Albany in 2001 as an artificial reef.',
      'This is cool southern water: the wreck is covered in sponges and growth and visited by temperate fish, including western blue groper. Boats run from Albany when the Southern Ocean allows.',
    ],
    marineLife: 'Sponges and encrusting growth, schools of temperate fish, western blue groper, nudibranchs',
    hazards: 'Cold water; Southern Ocean swell; depth near the Advanced limit. Go inside only with wreck training.',
    bestTime: 'Summer and autumn usually bring the calmer days.',
    visibility: 'Often 10-20 m',
    depthFromM: 10,
    skillLevel: 'Intermediate',
  },
  {
    key: 'dpird:Beacon Island Dive Trail',
    name: 'Beacon Island Dive Trail',
    paragraphs: [
      'The Houtman Abrolhos are a chain of low islands and coral reefs off Geraldton. The warm Leeuwin Current lets corals grow here much further south than usual, side by side with temperate species.',
      'Beacon Island, in the Wallabi Group, is where survivors of the Dutch ship Batavia, wrecked nearby in 1629, came ashore. The Western Australian Department of Primary Industries and Regional Development publishes the dive trail; read its notes for the route before you go.',
    ],
    marineLife: 'Corals, tropical and temperate reef fish',
    hazards:
      'Remote: boat access only, a long crossing from the mainland, and weather-dependent. Historic shipwreck relics are protected and must not be disturbed.',
    bestTime: "Calm spells; check the marine forecast and DPIRD's notes before you go.",
    visibility: 'Often 10-20 m',
    depthFromM: 0,
    depthNote: 'Shallow trail (no depth recorded)',
    skillLevel: 'Intermediate',
  },
  // ---------------------------------------------------------------- South Australia and Tasmania
  {
    key: 'odm:vibwzc',
    name: 'Gouldens Sinkhole',
    paragraphs: [
      "Goulden's Hole is one of the water-filled sinkholes around Mount Gambier, where rain filtered through limestone leaves the water exceptionally clear. It is on private farmland, and access to it, as to the other sinkholes of the area, is managed through the Cave Divers Association of Australia, which sets the qualification and booking each site needs.",
      'The draw here is clarity and limestone rather than animals. It is fresh water, so weighting changes, and it is cool all year.',
    ],
    marineLife: 'Fresh water: little animal life; the clarity and the limestone are the attraction',
    hazards:
      'Access only with the qualification and booking the Cave Divers Association of Australia requires. Fresh water changes your weighting. Cold water. Silt ruins the visibility if disturbed.',
    bestTime: 'All year: the groundwater changes little with the seasons.',
    visibility: 'Often exceptional',
    depthFromM: 3,
    skillLevel: 'Advanced',
  },
  {
    key: 'odm:kzhn0d',
    name: 'Tinderbox',
    paragraphs: [
      'Tinderbox is a small marine reserve on the shore south of Hobart, with an underwater snorkel trail marked by information plates. It is a common first cold-water shore dive for Hobart divers.',
      'The reef has kelp, sponges and sea stars, and weedy sea dragons are sometimes found along it.',
    ],
    marineLife: 'Kelp and sponge gardens, weedy sea dragons at times, sea stars, wrasse, leatherjackets',
    hazards: 'Cold water all year: a thick wetsuit or drysuit. Boat traffic. Marine reserve: no fishing or collecting.',
    bestTime: 'Late summer and autumn for the warmest water; all year on calm days.',
    visibility: 'Often 5-10 m',
    depthFromM: 1,
    skillLevel: 'Beginner',
  },
  // ---------------------------------------------------------------- Indian Ocean territories
  {
    key: 'odm:5wzmsz',
    name: 'Flying Fish Cove (Jetty dive)',
    paragraphs: [
      "Flying Fish Cove is the bay of Christmas Island's main settlement, and the jetty dive is an easy shore entry. The fringing reef is narrow, so a short swim takes divers from shallow coral to the top of a steep drop-off.",
      "The island's reefs mix Indian Ocean and Pacific species, and whale sharks visit in some wet seasons.",
    ],
    marineLife: 'Hard corals, reef fish, turtles, whale sharks in some wet seasons',
    hazards:
      'The northern swell season (roughly December to March) can close the cove. Watch your depth at the drop-off. Boats use the jetty.',
    bestTime: 'Outside the swell season, roughly April to November.',
    visibility: 'Often 20 m or more',
    depthFromM: 3,
    skillLevel: 'Intermediate',
  },
  {
    key: 'odm:3m3f3b',
    name: 'Manta Cleaning Station',
    paragraphs: [
      'The Cocos (Keeling) Islands are a remote coral atoll in the Indian Ocean. At this cleaning station in the southern atoll, reef manta rays come in to be cleaned by small fish, and divers wait quietly nearby to watch.',
      "Trips are run by the islands' small dive operations, and the tide shapes when they go.",
    ],
    marineLife: 'Reef manta rays, cleaner fish, reef sharks, turtles, reef fish',
    hazards: 'Tidal current; remote, far from medical help and recompression. Stay low and still, and never chase or touch the mantas.',
    bestTime: 'All year; the trade winds, strongest in the middle of the year, can make boat trips rough.',
    visibility: 'Often 15 m or more',
    depthFromM: 5,
    skillLevel: 'Beginner',
  },
  {
    key: 'odm:76jddj',
    name: 'The Rip',
    paragraphs: [
      'The Rip is the channel beside Direction Island where the tide pours between the lagoon and the open ocean, and drifting through it is the best-known snorkel and dive in the Cocos (Keeling) Islands.',
      'Reef sharks gather in the channel, and the coral and fish along its sides fly past on the current.',
    ],
    marineLife: 'Reef sharks, turtles, reef fish, hard corals',
    hazards:
      "Strong current by its nature: go only on the right tide, with local advice on where to get in and out. Don't crowd the sharks.",
    bestTime: 'All year, timed to the tide.',
    visibility: 'Often 15 m or more',
    depthFromM: 2,
    skillLevel: 'Intermediate',
  },
];
