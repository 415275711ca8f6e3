import { GUIDE_ARTICLE } from './first-dive-trip-guide';

/**
 * Published blog articles seeded on a fresh install, oldest first so the newest is the
 * featured article on the blog page. Bodies use the site's light markup, with every line
 * starting at column 0 inside the template literals.
 */

export type SeedArticleCategory = 'Gear Reviews' | 'Dive Sites' | 'Safety' | 'Marine Life' | 'Tips' | 'News';

export interface SeedArticle {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: SeedArticleCategory;
  imageUrl: string;
  author: string;
  published: boolean;
  /** ISO 8601. */
  createdAt: string;
}

const TEAM = 'Dive Down Under Team';

const DATED_ARTICLES: SeedArticle[] = [
  {
    title: 'Equalising Made Easy: Protect Your Ears on Every Descent',
    slug: 'equalising-tips-for-scuba-divers',
    excerpt:
      'Ear trouble is the most common reason divers abort a descent. Learn the main equalising techniques, when to use them and what to do when your ears will not cooperate.',
    content: `Ask any instructor which skill causes new divers the most grief and the answer is almost always the same: **equalising**. The good news is that with the right technique and a little patience, nearly everyone can learn to descend comfortably.

## Why Equalising Matters

As you descend, water pressure increases and squeezes the air spaces in your body, including your middle ears, sinuses and the space inside your mask. The biggest relative change happens close to the surface: pressure doubles between the surface and 10 metres. That is why most ear problems start in the first few metres, not at the bottom of the dive.

Equalising means gently adding air to those spaces so the pressure inside matches the pressure outside. Skip it, or leave it too late, and you risk pain and barotrauma.

## The Main Techniques

* **Valsalva:** pinch your nose and blow gently against it. It is the method most people learn first. Keep it gentle; never force it.
* **Toynbee:** pinch your nose and swallow. Swallowing opens the Eustachian tubes while the tongue and throat move air.
* **Frenzel:** pinch your nose, close the back of your throat and use your tongue like a piston to push air up. Many freedivers prefer it because it needs very little effort.
* **Jaw movements:** wiggling your jaw or yawning with your mouth closed can open the tubes for some divers without pinching at all.

Try each technique on land before your dive. You should feel a gentle pop or fullness in both ears.

## A Better Descent Routine

* **Start before you go down.** Gently equalise on the surface before you begin your descent.
* **Descend feet first.** Air rises, so a head-up position makes it easier for the tubes to open.
* **Equalise early and often:** every metre or so at the start, before you feel any discomfort.
* **Use a descent line** or the reef slope to control your speed.
* **If it hurts, stop.** Rise a metre or two, try again and descend slowly once your ears clear.

## Do Not Forget Your Mask

Your mask is an air space too. As you descend, breathe out gently through your nose into the mask to stop it squeezing your face. Red marks around the eyes after a dive are a classic sign of forgetting this.

## When Not to Dive

If you have a cold, hay fever or a blocked nose, your Eustachian tubes may not open properly. Diving congested risks a **reverse block**, where air trapped in the middle ear cannot escape on ascent. Relying on decongestants is risky because they can wear off during the dive. It is far better to sit out a dive than to damage an ear and miss the rest of your trip.

## Warning Signs After a Dive

Seek medical advice if you notice ear pain that does not settle, hearing loss, ringing in the ears, dizziness or fluid from the ear after diving. Tell the doctor you have been diving. The Divers Alert Network has useful guidance on ear injuries at [danap.org](https://www.danap.org).

## Practice Makes Perfect

Like buoyancy, equalising improves with practice. Take your time, be patient with yourself and talk to your instructor or dive guide if you are struggling. Most divers find that once they learn which technique works for their ears, descents become the calm, enjoyable start to the dive they should be.`,
    category: 'Tips',
    imageUrl: '/images/blog/equalising-tips.svg',
    author: 'Mia, Senior Instructor',
    published: true,
    createdAt: '2025-02-04T08:00:00.000Z',
  },
  {
    title: 'Grey Nurse Sharks: Meeting Australia’s Gentle Ragged-Tooth Shark',
    slug: 'grey-nurse-sharks-gentle-giants',
    excerpt:
      'Fearsome teeth, placid nature. Learn how to recognise grey nurse sharks, why they are protected and how to dive responsibly at their aggregation sites.',
    content: `Few encounters in Australian diving are as memorable as hovering at the edge of a gutter while grey nurse sharks glide slowly past. With their ragged rows of teeth, they look like the villain of a movie, yet they are calm, slow-moving animals that tolerate respectful divers well.

## Identifying a Grey Nurse Shark

Grey nurse sharks (Carcharias taurus), also known as sand tiger or ragged-tooth sharks elsewhere in the world, are:

* **Bulky, grey-brown sharks** that can grow to around three metres.
* Easily recognised by **two dorsal fins of similar size** set well back on the body.
* Known for their pointed snout and **protruding, needle-like teeth**, visible even when the mouth is closed.
* Often seen hovering almost motionless in the water column.

That hovering is one of their most interesting traits. Grey nurse sharks can gulp air at the surface and hold it in their stomachs, helping them stay close to neutrally buoyant near the bottom.

## Where to See Them

Grey nurse sharks gather at rocky reefs, gutters and caves along the east and west coasts of Australia. On the east coast, well-known aggregation sites in New South Wales and southern Queensland draw divers year after year, including South West Rocks, Seal Rocks, Byron Bay and Wolf Rock. Local dive operators know the seasonal patterns, so talk to them before you plan a trip.

## Why They Are Protected

The east coast population is listed as **critically endangered** under national environmental law, and the west coast population as vulnerable. Numbers fell sharply last century, and the species is slow to recover. Females usually give birth to only one or two pups every two years, because the developing embryos consume their siblings in the womb.

Today the main threats include being hooked accidentally by fishers. Many aggregation sites are protected by special rules restricting fishing and anchoring.

## How to Dive Responsibly

Most aggregation sites have a code of conduct for divers. Check the current rules for your state, but the general principles are consistent:

* **Keep your distance**, giving the sharks plenty of space (NSW guidance suggests around three metres).
* **Never touch, feed, chase or harass** sharks.
* **Do not block cave entrances** or gutters; let the sharks move freely.
* Stay low and still near the bottom, and let the sharks come to you.
* Avoid flash photography close to their eyes and keep strobes respectful.

## Tips for a Great Encounter

Good buoyancy is the key. Divers who hover quietly near the bottom usually enjoy the closest, longest passes, while divers kicking around in the water column tend to push the sharks away. Conditions at many sites can include surge and current, so an Advanced Open Water certification and some recent dives are a good idea.

## Help the Science

Researchers use photographs of the spot patterns on the flanks of grey nurse sharks to identify individuals. If you take photographs, ask your dive operator whether they contribute to a local photo-identification or citizen science project.

## A Species Worth Protecting

Grey nurse sharks are a reminder that some of the ocean's most intimidating-looking animals are also among its most vulnerable. Dive responsibly, share what you learn, and help make sure future divers get to enjoy the same unforgettable encounters.`,
    category: 'Marine Life',
    imageUrl: '/images/blog/grey-nurse-sharks.svg',
    author: TEAM,
    published: true,
    createdAt: '2025-05-06T08:00:00.000Z',
  },
  {
    title: 'Planning Your First Great Barrier Reef Dive Trip',
    slug: 'great-barrier-reef-dive-trip-planning-guide',
    excerpt:
      'Day trip or liveaboard? Cairns or the Whitsundays? When is the best time to go? Our practical guide to planning your first dive trip on the Great Barrier Reef.',
    content: `The Great Barrier Reef is on almost every diver's bucket list, and for good reason. Stretching more than 2,300 kilometres along the Queensland coast, it includes thousands of individual reefs and hundreds of islands. That size also makes it hard to know where to start, so here is our practical guide to planning your first trip.

## Choose Your Gateway

* **Cairns and Port Douglas:** the most popular bases, with many day boats and liveaboards heading to the outer reef. Liveaboards from here also reach the Ribbon Reefs and, further offshore, the Coral Sea.
* **The Whitsundays:** gorgeous islands and fringing reefs, with day trips to the outer reef from Airlie Beach. A great option if you are combining diving with sailing.
* **Townsville:** the base for diving the famous wreck of the SS Yongala, an advanced dive known for its abundant marine life.
* **The southern Great Barrier Reef:** island resorts such as Lady Elliot Island and Heron Island offer reef diving right from the shore or a short boat ride away.

## Day Trip or Liveaboard?

Day trips are ideal if you are short on time or travelling with non-divers. Most boats visit one or two reefs and offer two or three dives, with snorkelling for everyone else.

Liveaboards reach more remote reefs, usually with fewer divers in the water. Three to seven nights is common, with up to four or five dives a day, including night dives. If you are serious about diving, a liveaboard is a fantastic experience.

## When to Go

The reef can be dived all year, but conditions vary:

* **June to August:** cooler water (around 23 to 25°C) and often good visibility, though trade winds can make crossings bumpy.
* **September to November:** a favourite for many divers, with warming water, calmer seas and good visibility.
* **December to May:** the warmest water, but also the wet season, the risk of cyclones and the tropical **marine stinger season**. Wear a full-length stinger suit when snorkelling and diving in this period.

## Before You Go

* **Bring your certification card and logbook.** Operators will want to see proof of your training and experience.
* **Expect a medical questionnaire.** If you answer yes to any question you may need a doctor's clearance, so check in advance.
* **Consider a refresher** if you have not dived for a while.
* **Book nitrox** if you are certified; it can extend your no-stop times on repetitive dives.
* **Pack seasickness remedies** if you are prone to it, and take them early.

## Protecting the Reef

The reef is a protected marine park managed by the [Great Barrier Reef Marine Park Authority](https://www.gbrmpa.gov.au). Do your part:

* Keep your buoyancy under control and never touch or stand on coral.
* Secure gauges and octopus hoses so they do not drag.
* Wear protective clothing to reduce the amount of sunscreen you need in the water.
* Take all rubbish home, including small items like cable ties and snack wrappers.

## After Your Dives

Allow enough time between your last dive and your flight home. Many operators recommend waiting at least 24 hours before flying, so plan a final day on land exploring the rainforest or the coast.

## Ready to Dive?

With a little planning, your first trip to the Great Barrier Reef can be the start of a lifetime of diving. Browse our dive site guides for inspiration, check our gear reviews before you buy, and get ready to meet the turtles.`,
    category: 'Dive Sites',
    imageUrl: '/images/blog/great-barrier-reef-trip-planning.svg',
    author: TEAM,
    published: true,
    createdAt: '2025-06-10T08:00:00.000Z',
  },
  {
    title: 'How to Choose Your First Dive Computer',
    slug: 'how-to-choose-your-first-dive-computer',
    excerpt:
      'Colour or segmented screen, rechargeable or replaceable battery, watch or puck? We explain the features that matter and what to expect at each price point in Australia.',
    content: `After a mask and fins, a dive computer is the most common first purchase for new divers, and arguably the most important. It tracks your depth and time, calculates how long you can stay before needing decompression stops, and warns you if you ascend too fast. Here is how to choose the right one.

## What a Dive Computer Does

Your computer continuously measures depth and time, then uses a **decompression algorithm** to estimate how much nitrogen your body has absorbed. From that it calculates your **no-stop time**, the time you can remain at your current depth before a direct ascent becomes unsafe. It also tracks safety stops, ascent rate, surface intervals and, with nitrox, your oxygen exposure.

## Features That Matter

* **A readable display.** This is the single most important factor. Look for large, clear numbers you can read in low visibility and bright sun.
* **Easy buttons.** You will use the computer with cold hands and sometimes gloves, so simple menus and positive buttons are a must.
* **Nitrox support.** Almost all modern computers offer it, and you will want it if you take a nitrox course.
* **Adjustable conservatism.** Being able to make the algorithm more conservative is valuable as you get older, dive in cold water or make many repetitive dives.
* **Logbook and app.** Bluetooth syncing makes logging dives simple.

## Battery: Rechargeable or Replaceable?

Rechargeable computers are convenient and avoid battery swaps, but you need to remember to charge them, and a lost cable can end a trip. Computers with user-replaceable batteries are handy for remote destinations, as long as you carry a spare. Either approach works; choose the one that fits how you dive.

## Watch, Puck or Larger Screen?

* **Watch-style computers** double as everyday watches, perfect for travel but often with smaller digits.
* **Puck-style computers** offer bigger displays at lower prices and are the classic first computer.
* **Large-screen computers** are the easiest to read and often suit divers planning to progress into deeper or technical diving.

## What to Expect at Each Price Point

* **Around $400 to $700 AUD:** solid entry-level computers such as the Mares Puck Pro+ or Suunto Zoop Novo. They have segmented displays and cover air and nitrox diving well.
* **Around $700 to $1,200 AUD:** colour screens, rechargeable batteries and more polished software, for example the Shearwater Peregrine or Suunto D5.
* **$1,500 AUD and above:** premium and technical computers like the Shearwater Perdix 2 or Teric, and dive-capable smartwatches such as the Garmin Descent range, with air integration, advanced modes and extensive features.

## Our Advice

Buy the most readable computer you can comfortably afford, and one you will actually wear on every dive. Read the manual, practise the menus at home and set your preferences before your first dive. If you dive with a buddy using a different brand, expect slightly different no-stop times and follow the more conservative computer.

## Keep Learning

A computer does not replace good dive planning. Keep an eye on your gas supply, make your safety stops and dive within the limits of your training. Browse our gear reviews for detailed, hands-on testing of the computers mentioned here.`,
    category: 'Gear Reviews',
    imageUrl: '/images/blog/choosing-your-first-dive-computer.svg',
    author: TEAM,
    published: true,
    createdAt: '2025-08-12T08:00:00.000Z',
  },
  {
    title: 'Marine Stinger Season: How to Dive and Snorkel Safely in Tropical Australia',
    slug: 'marine-stinger-season-safety-guide',
    excerpt:
      'Box jellyfish and Irukandji are a real risk in tropical waters during the warmer months. Here is how to protect yourself and what to do if someone is stung.',
    content: `Every year, as the water warms up across northern Australia, visitors hear warnings about "stinger season". Marine stingers are a genuine hazard, but with the right precautions you can keep diving and snorkelling safely throughout the year.

## What Are Marine Stingers?

The two groups of greatest concern in tropical Australian waters are:

* **Box jellyfish (Chironex fleckeri):** large, pale, almost transparent jellyfish with long tentacles trailing from each corner of a box-shaped bell. Stings are extremely painful and can be life-threatening.
* **Irukandji jellyfish:** tiny jellyfish, some only the size of a fingernail, that are very hard to see in the water. A sting can seem minor at first, but may be followed by Irukandji syndrome, with severe pain, sweating, nausea and dangerously high blood pressure.

## When and Where

Stinger season generally runs through the warmer months, roughly **November to May**, although stingers can be present at other times. The risk applies to tropical waters, including much of coastal Queensland, the Northern Territory and northern Western Australia. Conditions and risk vary from place to place, so always follow local advice.

## How to Protect Yourself

* **Wear a full-length stinger suit** or wetsuit covering arms and legs. Add a hood, gloves and boots for maximum protection while snorkelling.
* **Swim at patrolled beaches** and inside stinger nets where they are provided. Nets reduce the risk from box jellyfish but cannot keep out the smallest stingers.
* **Obey signs and lifeguards.** If a beach is closed, stay out of the water.
* **Listen to your dive operator.** Reef boats brief guests on stinger precautions and carry first aid supplies.
* **Enter the water slowly** and keep an eye out for jellyfish near the surface.

## First Aid for Tropical Stings

If someone is stung in tropical waters:

* **Get them out of the water** and keep them still.
* **Call Triple Zero (000)** immediately for any suspected box jellyfish or Irukandji sting.
* **Check their breathing** and start CPR if they are unresponsive and not breathing normally.
* **Pour vinegar** liberally over the sting area for at least 30 seconds to help stop undischarged stinging cells from firing.
* **Do not rub the area** or rinse with fresh water, which can trigger more stinging cells.

Dive boats and patrolled beaches in tropical areas usually carry vinegar. Follow the directions of lifeguards and emergency services.

## Bluebottles Are Different

In temperate waters, the most common sting comes from bluebottles. The current Australian first aid advice for bluebottle stings is to pick off any tentacles, rinse the area with sea water, and place the affected area in hot water (as hot as the person can comfortably tolerate) for about 20 minutes. Vinegar is not recommended for bluebottle stings.

## Learn Before You Go

Check the latest beach conditions and safety information at [Beachsafe](https://beachsafe.org.au), and consider completing a first aid course before your trip. A few simple precautions mean stinger season need not keep you out of Australia's spectacular tropical waters.`,
    category: 'Safety',
    imageUrl: '/images/blog/marine-stinger-season.svg',
    author: TEAM,
    published: true,
    createdAt: '2025-10-14T08:00:00.000Z',
  },
  {
    title: 'Australian Dive News Roundup: Spring 2025',
    slug: 'australian-dive-news-roundup-spring-2025',
    excerpt:
      'Whale season winds down, stinger season begins and citizen science keeps growing. Here is what Australian divers should know as we head into summer.',
    content: `Spring has been a busy season for Australian divers. Here is our roundup of what has been happening beneath the waves, and what to keep in mind as summer approaches.

## Humpback Season Winds Down

Each year humpback whales migrate along both the east and west coasts of Australia, heading north in winter and returning south with their calves in spring. As the southward migration wraps up, many divers and snorkellers have been sharing stories of hearing whale song underwater. Remember that there are strict approach distances for whales in Australian waters, so let the whales decide how close they come.

## Stinger Season Is Here

In the tropical north, marine stinger season has begun. Reef operators are briefing guests on stinger suits and first aid, and patrolled beaches are rolling out stinger nets where appropriate. Read our guide to marine stinger safety before heading north this summer, and always follow local advice.

## Keeping an Eye on Reef Health

Coral reefs across the world are under pressure from warming oceans. After each summer, the Great Barrier Reef Marine Park Authority publishes updates on reef health, including coral bleaching observations. Keep an eye on official sources such as the [Great Barrier Reef Marine Park Authority](https://www.gbrmpa.gov.au) rather than social media headlines, and remember that conditions can vary enormously from reef to reef.

## Citizen Science Is Growing

More divers than ever are helping scientists understand our oceans. Popular ways to get involved include:

* **Logging sightings** of marine life with reef monitoring apps and programs.
* **Submitting photos** of sharks, rays and turtles to photo-identification projects, which use natural markings to recognise individuals.
* **Joining organised surveys** of reef fish, invertebrates and coral run by research groups and dive clubs.
* **Reporting marine debris** and joining clean-up dives at local sites.

Ask your local dive shop or club which projects operate in your area. Contributing is a great way to make your dives count.

## Gear Trends We Are Seeing

In the shop and on the boat, a few trends stand out this year:

* **Rechargeable dive computers** continue to grow in popularity, especially watch-style models.
* **More sustainable wetsuits**, including suits made from plant-based rubber and recycled materials.
* **Compact underwater cameras** and lights are making macro photography accessible to new divers.

See our gear reviews for hands-on testing of some of the latest equipment.

## Summer Diving Checklist

As the weather warms up and more divers head back into the water, it is a good time to:

* **Service your regulator** and check your BCD inflator before your first dive of the season.
* **Check your certification** and consider a refresher if you have been out of the water for a while.
* **Review your first aid kit** and check your oxygen kit if you carry one.
* **Book early** for popular liveaboards and dive trips over the holiday period.

## Stay in Touch

Sign up to our newsletter for new gear reviews, dive site guides and safety tips, and get our free PDF guide, 10 Must-Have Items for Your First Dive Trip. Safe diving, and see you in the water.`,
    category: 'News',
    imageUrl: '/images/blog/australian-dive-news-roundup.svg',
    author: TEAM,
    published: true,
    createdAt: '2025-11-18T08:00:00.000Z',
  },
];

// The newsletter's free guide (its own file: the PDF at /api/newsletter/guide.pdf is made from it).
export const SEED_ARTICLES: SeedArticle[] = [...DATED_ARTICLES, GUIDE_ARTICLE].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
