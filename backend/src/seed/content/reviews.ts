/**
 * Published gear reviews seeded on a fresh install. Bodies use the site's light markup
 * ("## " headings, **bold**, [text](url) links, "* " bullets, blank lines between paragraphs),
 * so every line starts at column 0 inside the template literals.
 */

export type SeedReviewCategory = 'BCDs' | 'Dive Computers' | 'Masks & Fins' | 'Wetsuits' | 'Cameras' | 'Regulators' | 'Other';

export interface SeedReview {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: SeedReviewCategory;
  imageUrl: string;
  /** Free text with the currency, e.g. "$1,199 AUD". */
  price: string;
  purchaseLink: string;
  rating: string | null;
  author: string;
  published: boolean;
  featured: boolean;
  /** ISO 8601; spread over the year so list ordering looks natural. */
  createdAt: string;
}

const TEAM = 'Dive Down Under Team';
const SHOP = 'https://shop.example.com.au';
const TAG = 'aff=divedownunder';

export const SEED_REVIEWS: SeedReview[] = [
  {
    title: 'Mares Avanti Quattro+ Fins Review: The Reliable All-Rounder',
    slug: 'mares-avanti-quattro-plus-fins-review',
    excerpt:
      'Four channels, plenty of thrust and a track record few fins can match. We took the Avanti Quattro+ from Sydney shore dives to outer-reef drifts to see if it still deserves its reputation.',
    content: `Walk along any dive boat in Australia and you will almost certainly spot a pair of Avanti Quattros. The design has been around for decades, and the current Quattro+ keeps the familiar four-channel blade while refining the materials and the buckles. We used a pair for three months of mixed diving to find out whether the classic is still worth buying.

## Design and Build

The blade combines a stiffer frame with softer channels that flex under load and direct water straight back. The result is a fin that feels **powerful without being punishing**. It is an open-heel fin, so you will need dive boots, and the quick-adjust buckles make it easy to tighten the straps with cold fingers.

At roughly mid-weight for an open-heel fin, the Quattro+ is not a travel fin, but it is far from the heaviest on the market.

## In the Water

Flutter kick is where the Quattro+ shines. A relaxed, long kick moves you along efficiently, and when you need to push into a current the blade responds without feeling mushy. Frog kick works well too, although shorter, stiffer fins are a little more precise for fine manoeuvring around photographers or in tight swim-throughs.

Backing up is possible but takes practice, as the long blade is better at going forwards than reversing.

## What We Liked

* **Strong thrust** for currents on the outer Great Barrier Reef and around exposed New South Wales headlands.
* Comfortable foot pocket that suited a range of boot sizes.
* Durable construction: these fins shrug off rocky shore entries.
* Good value for a fin that will last many seasons.

## What Could Be Better

* Not the lightest option if you fly to most of your dives.
* Standard straps are fine, but many divers will want to upgrade to spring straps.
* Divers with weaker legs may prefer a softer blade for long shore swims.

## Australian Conditions

On Sydney shore dives at places like Shelly Beach and Kurnell, the Quattro+ handled surge confidently and made the swim out and back painless. In the tropics, we appreciated the extra push during drift dives and when kicking back to the boat against a light current. Paired with 3 mm boots for the reef and 5 mm boots for winter in the south, the fit stayed secure.

## Who It Suits

The Quattro+ is an excellent choice for **newly certified divers buying their first fins** and for experienced divers who want one pair that does everything. If you mainly dive from liveaboards in warm water and care about every kilogram of luggage, look at a lighter travel fin instead.

## Verdict

There is a reason this fin keeps turning up on boats around the country. It is powerful, robust and comfortable, and it represents excellent value. [See current pricing](${SHOP}/fins/mares-avanti-quattro-plus?${TAG}) and remember to budget for a pair of dive boots if you do not already own them.`,
    category: 'Masks & Fins',
    imageUrl: '/images/gear/mares-avanti-quattro-plus.svg',
    price: '$229 AUD',
    purchaseLink: `${SHOP}/fins/mares-avanti-quattro-plus?${TAG}`,
    rating: '4.5',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-01-20T09:00:00.000Z',
  },
  {
    title: 'Shearwater Perdix 2 Review: The Computer You Grow Into',
    slug: 'shearwater-perdix-2-review',
    excerpt:
      'A brilliant colour screen, a battery you can replace with any AA and modes from nitrox to rebreather. Is the Perdix 2 worth it for recreational divers?',
    content: `The Perdix has been a fixture on the wrists of technical divers for years, and the Perdix 2 refines the formula rather than reinventing it. We used ours on winter shore dives in Sydney, a week of reef diving out of Cairns and several deeper nitrox dives off the New South Wales coast to see whether it earns its price for recreational divers as well as tech divers.

## Design and Display

The first thing you notice is the screen. It is **bright, sharp and easy to read** in the green gloom of a winter shore dive and in the glare of a shallow reef alike. The numbers are large, the layout is uncluttered, and you can adjust brightness to trade readability against battery life.

Two buttons drive every menu. It takes a dive or two to learn the rhythm of "one button scrolls, the other selects", but once it clicks the system is logical and works well even with 5 mm gloves.

## Features That Matter

* **Modes for every stage of your diving:** air, nitrox, multi-gas nitrox, open-circuit technical, closed-circuit and gauge.
* **Bühlmann ZHL-16C with gradient factors**, plus simple low, medium and high conservatism presets so newer divers do not need to understand the maths on day one.
* **User-replaceable AA battery.** A wide range of AA cells work, which is a genuine advantage on remote trips where a lost charger would otherwise end your diving.
* **Tilt-compensated digital compass** that is genuinely usable for navigation.
* **Vibration alerts** you can feel through a wetsuit sleeve, handy when you are busy with a camera.
* Wireless air integration with compatible transmitters, and Bluetooth log uploads to Shearwater's free app.

## What Could Be Better

* It is **not a watch**. The Perdix 2 is a dedicated dive computer and too large to wear around town.
* The price sits well above entry-level computers, and many recreational divers will never use the technical modes.
* A bungee strap kit is an optional extra, and we would recommend it for anyone who swaps between a thin tropical suit and a thick southern suit.

## In Australian Conditions

On cold, low-visibility shore dives the big digits and positive buttons were a clear advantage over watch-style computers. In the tropics the screen stayed readable in bright sun at the surface, and the AA battery meant one less charger in the bag. No-stop times felt sensible rather than aggressive, and the default settings suit typical three- and four-dive days on a reef boat.

## Who It Suits

The Perdix 2 makes most sense for **keen recreational divers who expect to progress** into deeper nitrox or technical diving, and for anyone who values a readable screen above all else. If you only dive a few times a year on holiday, a cheaper computer will serve you just as well.

## Verdict

It is expensive, but the Perdix 2 is one of those purchases you only need to make once. The screen, the battery flexibility and the sheer depth of features make it our top pick for divers who take their diving seriously. [Check the current price](${SHOP}/dive-computers/shearwater-perdix-2?${TAG}) before you buy, as retailers sometimes bundle a transmitter or bungee straps.`,
    category: 'Dive Computers',
    imageUrl: '/images/gear/shearwater-perdix-2.svg',
    price: '$1,549 AUD',
    purchaseLink: `${SHOP}/dive-computers/shearwater-perdix-2?${TAG}`,
    rating: '4.5',
    author: 'Mia, Senior Instructor',
    published: true,
    featured: false,
    createdAt: '2025-02-11T09:00:00.000Z',
  },
  {
    title: 'Scubapro Hydros Pro BCD Review: Comfort That Travels',
    slug: 'scubapro-hydros-pro-bcd-review',
    excerpt:
      'A moulded harness that dries fast, modular pockets and a clean, back-inflation feel. We put the Hydros Pro through a liveaboard week and a season of local diving.',
    content: `The Hydros Pro looks different from most BCDs on the rack, and that is deliberate. Instead of layers of padded nylon, the harness is made from **Monprene**, a moulded material that does not soak up water. We dived it on a Coral Sea liveaboard and on local boat dives through autumn to see whether the unusual approach pays off.

## Design

The Hydros Pro is a back-inflation style BCD, so the air cell sits behind you rather than wrapping around your chest. The harness is shaped and ventilated, and it flexes to follow your body. Pockets, weight pouches and accessories attach to a modular system, so you can move things around until the layout suits you.

It is available in men's and women's versions, and the women's harness is genuinely shaped differently rather than simply being smaller.

## What We Liked

* **Dries incredibly fast.** Between dives on a liveaboard, it was ready to pack away while traditional BCDs were still dripping.
* **Comfortable out of the water**, with weight spread well across the hips when walking to a shore entry.
* Excellent horizontal trim once weights were set up, thanks to the back-inflation design.
* The integrated weight system is secure and simple to release.
* Modular pockets and attachment points mean you can tailor it for photography or drift diving.

## What Could Be Better

* **The price is high** for a recreational BCD.
* The modular system has a learning curve; expect to spend an evening adjusting it at home.
* Like most back-inflation designs, it can push a nervous diver face-forward at the surface if overinflated. Practise partial inflation before relying on it in chop.
* Pocket volume is modest compared with a big jacket BCD.

## Australian Conditions

On liveaboards in the Coral Sea and along the Great Barrier Reef, the quick drying time and low weight in the luggage made a real difference. In cooler southern water with a 7 mm suit, the harness adjusted easily to the extra bulk, and the integrated weight pouches carried the heavier weighting comfortably. The moulded material also shrugged off rough treatment on rocky entries.

## Who It Suits

This is a great BCD for **travelling divers and regular boat divers** who want a modern, comfortable rig and are happy to pay for it. Newer divers will enjoy the trim, but should get some guidance from an instructor on surface buoyancy with back inflation.

## Verdict

The Hydros Pro is one of the most comfortable BCDs we have used, and it suits the way many Australians dive: lots of boat days, a few big trips a year and a preference for gear that is easy to care for. [Check the latest price](${SHOP}/bcds/scubapro-hydros-pro?${TAG}) and consider trying it on with your usual wetsuit before you buy.`,
    category: 'BCDs',
    imageUrl: '/images/gear/scubapro-hydros-pro.svg',
    price: '$1,649 AUD',
    purchaseLink: `${SHOP}/bcds/scubapro-hydros-pro?${TAG}`,
    rating: '4.5',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-03-08T09:00:00.000Z',
  },
  {
    title: 'Shearwater Teric Review: A Serious Dive Computer in a Watch',
    slug: 'shearwater-teric-review',
    excerpt:
      'The Teric squeezes Shearwater’s dive software into a watch you can wear every day. We tested the screen, battery and air integration on reef trips and cold-water shore dives.',
    content: `For divers who want one device on the wrist, the choice usually comes down to a smartwatch that can dive or a dive computer that can tell the time. The Shearwater Teric firmly belongs in the second group, and that is exactly why so many divers love it. We wore ours daily for two months, including a Whitsundays trip and plenty of local shore dives.

## Design and Display

The Teric is **compact enough to wear as a watch** yet large enough that the dive screen is easy to read. The colour display is bright, and the layout is customisable, so you can decide what appears on the main screen and what sits a button press away. Four buttons make navigation quicker than on Shearwater's two-button computers.

Topside it works as a capable everyday watch, with a choice of watch faces, alarms and a stopwatch.

## Key Features

* **Modes for almost every kind of diving:** air, nitrox, multi-gas and technical open circuit, closed circuit, gauge and freediving.
* **Bühlmann ZHL-16C with gradient factors**, with the same clear decompression information found on Shearwater's larger computers.
* **Rechargeable battery with wireless charging**, so there are no exposed charging contacts to corrode.
* **Wireless air integration** with compatible transmitters, showing tank pressure and gas time remaining.
* Vibration alerts, a digital compass and Bluetooth log uploads.

## What Could Be Better

* It is **expensive**, particularly once you add a transmitter.
* The numbers are smaller than on a Perdix or Peregrine, which matters on dark, murky dives.
* It is not a fitness smartwatch, so do not expect GPS tracking for runs or surface swims.
* You need to remember to charge it on long trips, although battery life comfortably covered a typical day of diving.

## In Australian Conditions

On the reef the Teric was a joy. It never got in the way, and the colour screen made it easy to track no-stop time and gas pressure while following a turtle. On a cold, green winter dive in Sydney we did notice the smaller digits, and switching to a larger layout helped. The wireless charger was handy in a hotel room, but pack a spare cable and plug just in case.

## Who It Suits

The Teric is perfect for **divers who want a single device** for everyday wear and serious diving, and for freedivers who also scuba dive. If you mostly dive in low visibility or have trouble reading small screens, a larger computer may be a better fit.

## Verdict

It is not cheap, but the Teric delivers Shearwater's excellent dive software in a format you will actually wear every day. For many divers that convenience is worth the price. [View current pricing](${SHOP}/dive-computers/shearwater-teric?${TAG}) and look out for bundles that include a transmitter.`,
    category: 'Dive Computers',
    imageUrl: '/images/gear/shearwater-teric.svg',
    price: '$1,699 AUD',
    purchaseLink: `${SHOP}/dive-computers/shearwater-teric?${TAG}`,
    rating: '4.5',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-04-03T09:00:00.000Z',
  },
  {
    title: 'Scubapro Everflex YULEX 5 mm Review: Warmth Without Conventional Neoprene',
    slug: 'scubapro-everflex-yulex-5mm-wetsuit-review',
    excerpt:
      'A stretchy, warm 5 mm steamer made from plant-based YULEX rubber. We tested it through a southern autumn of shore and boat dives.',
    content: `Wetsuits have barely changed in decades, and most are still made from petroleum-based neoprene. The Everflex YULEX swaps that for a rubber derived from plants, and Scubapro claims it does so without sacrificing warmth or stretch. We wore a 5 mm steamer through autumn in New South Wales, when water temperatures drop from the low twenties into the high teens.

## Fit and Comfort

The first impression is how **stretchy** the suit feels. It slides on more easily than many traditional 5 mm suits, and it does not fight you when you raise your arms to reach a tank valve or kick hard against surge. The cut is fairly athletic, so check the sizing chart carefully and try it on if you can.

Seams are glued and blind-stitched, and the seals at the wrists and ankles keep flushing to a minimum once the suit is on properly.

## Warmth

In water around 18 to 20°C, the suit kept us comfortable for dives of an hour with a hooded vest underneath on the colder days. That is what we would expect from a quality 5 mm suit, and the fact it is made from an alternative material did not seem to cost any warmth.

## What We Liked

* **Easy to get on and off**, even when wet between dives.
* Excellent freedom of movement for swimming and finning.
* Warm for its thickness, with good seals.
* A more sustainable choice than conventional neoprene.

## What Could Be Better

* **More expensive** than standard 5 mm steamers.
* The athletic fit does not suit every body shape.
* Like any soft, stretchy suit, it needs care around velcro and sharp rocks.

## Australian Conditions

A 5 mm steamer is the workhorse suit for much of southern Australia. From Sydney and the New South Wales South Coast to Melbourne's Port Phillip and Adelaide's jetties, it covers most of the year for many divers, adding a hood or vest in winter. In Queensland or northern Western Australia this suit would be too warm for most dives, so tropical travellers will want a thinner suit as well.

## Care Tips

* Rinse thoroughly in fresh water after every dive and dry it inside out in the shade.
* Store it on a wide hanger rather than folded, to avoid creases in the material.
* Avoid leaving it in a hot car boot, which ages any wetsuit quickly.

## Who It Suits

This suit is ideal for **divers in temperate waters who dive regularly** and want a comfortable, flexible steamer with a smaller environmental footprint. If you only dive in the tropics, save your money for a 3 mm suit.

## Verdict

The Everflex YULEX proves that a more sustainable wetsuit can still be warm, comfortable and easy to wear. It costs more than a basic steamer, but if you dive through the cooler months it is money well spent. [Check the current price](${SHOP}/wetsuits/scubapro-everflex-yulex-5mm?${TAG}) and compare sizes before ordering.`,
    category: 'Wetsuits',
    imageUrl: '/images/gear/scubapro-everflex-yulex-5mm.svg',
    price: '$749 AUD',
    purchaseLink: `${SHOP}/wetsuits/scubapro-everflex-yulex-5mm?${TAG}`,
    rating: '4.5',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-05-14T09:00:00.000Z',
  },
  {
    title: 'Mares Puck Pro+ Review: An Affordable First Dive Computer',
    slug: 'mares-puck-pro-plus-review',
    excerpt:
      'The Puck Pro+ is one of the most affordable ways to own a dive computer. Here is what you get for under $500 and where it falls short.',
    content: `Owning your own dive computer is one of the best upgrades a new diver can make. You learn one display, one set of alarms and one way of planning your dives, instead of guessing with whatever the dive shop hands you. The Mares Puck Pro+ is one of the most popular ways to make that step, so we dived it for a season to see how it compares with more expensive options.

## Design and Display

The Puck Pro+ has a **round, wrist-mounted case** and a large segmented display. It is not colour, but depth, dive time and no-stop time are shown in big, clear numbers, and a backlight helps on darker dives. The menu system is simple once you have spent half an hour with the manual at home.

The "+" adds Bluetooth, so you can send dives to the Mares app on your phone instead of writing up your logbook by hand.

## Key Features

* **Air, nitrox and gauge modes**, including support for more than one gas mix.
* **Mares RGBM algorithm** with adjustable personal conservatism.
* **User-replaceable battery**, so you do not need to send it away for a service every time it runs low.
* A built-in dive planner to check no-stop times before you descend.
* Ascent rate, safety stop and oxygen exposure alarms.

## What Could Be Better

* The **algorithm is on the conservative side**. Your no-stop times will often be shorter than your buddy's, which is safe but can cut repetitive dives short.
* The segmented display is clear but looks dated next to colour screens.
* The standard strap can feel stiff; an extension is useful over a thick wetsuit.
* No air integration.

## In Australian Conditions

For typical Australian recreational diving, from two-dive reef trips out of Cairns to Sunday shore dives in Melbourne, the Puck Pro+ does everything you need. The display was readable in bright tropical sun and in the darker green water of the south. On a three-dive day the conservative algorithm showed noticeably shorter no-stop times on the third dive, so plan with your buddy and follow the more conservative computer.

## Tips for New Owners

* Read the manual and practise the menus at home before your first dive.
* Set the correct nitrox percentage before every dive if you use enriched air.
* Replace the battery before a long trip rather than during it.

## Who It Suits

The Puck Pro+ is ideal for **newly certified divers and holiday divers** who want their own computer without spending a fortune. If you expect to progress into technical diving, or simply want a colour screen, a more advanced computer will serve you better in the long run.

## Verdict

Simple, reliable and affordable, the Puck Pro+ is an easy recommendation for a first computer. It lacks the polish of premium models, but it covers the fundamentals well. [See current pricing](${SHOP}/dive-computers/mares-puck-pro-plus?${TAG}) and pick up a strap extension if you dive in a thick suit.`,
    category: 'Dive Computers',
    imageUrl: '/images/gear/mares-puck-pro-plus.svg',
    price: '$449 AUD',
    purchaseLink: `${SHOP}/dive-computers/mares-puck-pro-plus?${TAG}`,
    rating: '4.0',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-06-17T09:00:00.000Z',
  },
  {
    title: 'Scubapro Synergy 2 Twin Trufit Mask Review: Comfort First',
    slug: 'scubapro-synergy-2-twin-trufit-mask-review',
    excerpt:
      'A twin-lens mask with a clever dual-thickness skirt. We wore it for a season of reef and shore diving to test fit, field of view and fogging.',
    content: `A mask that leaks or fogs can ruin a dive faster than almost any other piece of equipment. The Synergy 2 Twin Trufit promises a comfortable, reliable seal on a wide range of faces, and after a season of diving we think it largely delivers.

## Design

The mask uses two tempered glass lenses in a slim frame. The **Trufit skirt** combines thicker silicone where the mask needs structure with thinner, softer silicone where it meets your face. The idea is a seal that feels gentle yet stays put, even when you smile or talk through your regulator.

The buckles adjust easily, even with gloves on.

## Fit and Comfort

We tested the mask on divers with narrow, average and wide faces. It sealed well on most, and the soft skirt avoided the red pressure marks that some masks leave after a long dive. As always, **try before you buy**: place the mask on your face without the strap, breathe in gently through your nose, and it should stay in place.

## What We Liked

* **Comfortable seal** that suited a variety of face shapes.
* Wide field of view for a twin-lens design.
* Easy to clear and equalise thanks to a well-shaped nose pocket.
* Skirt colour options (where your retailer stocks both): black reduces glare, clear feels more open.

## What Could Be Better

* **Higher price** than basic masks.
* The internal volume is moderate rather than ultra-low, so freedivers may prefer something smaller.
* Like any new mask, it needs its factory residue cleaned off before the first dive to prevent fogging.

## Preparing a New Mask

New tempered glass lenses carry a thin film from manufacturing that causes stubborn fogging. Scrub the inside of the lenses with a non-gel toothpaste or a dedicated mask cleaner, rinse well and repeat a couple of times. Before each dive, use a drop of defog or baby shampoo and rinse lightly.

## Australian Conditions

On Great Barrier Reef day trips the wide view was excellent for spotting turtles and reef sharks at the edge of visibility. On Sydney shore dives in winter the seal stayed comfortable under a 5 mm hood, and the buckles were easy to adjust with gloves on. We also appreciated the soft skirt on long snorkels between dives.

## Who It Suits

This mask suits **divers who struggle to find a mask that fits**, and anyone who values comfort on long or repetitive dives. If you are on a tight budget, a simple frameless mask will do the job, but the Synergy 2 is a noticeable step up in comfort.

## Verdict

Comfortable, clear and well made, the Synergy 2 Twin Trufit is one of the easiest masks to recommend if your budget allows. [Check the current price](${SHOP}/masks/scubapro-synergy-2-twin-trufit?${TAG}) and, if you can, try it on in store first.`,
    category: 'Masks & Fins',
    imageUrl: '/images/gear/scubapro-synergy-2-twin-trufit.svg',
    price: '$159 AUD',
    purchaseLink: `${SHOP}/masks/scubapro-synergy-2-twin-trufit?${TAG}`,
    rating: '4.0',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-07-09T09:00:00.000Z',
  },
  {
    title: 'Cressi Travelight BCD Review: A Lightweight Companion for Dive Holidays',
    slug: 'cressi-travelight-bcd-review',
    excerpt:
      'Light enough to ease the pressure on your baggage allowance, with integrated weights and the essentials you need. Is the Travelight the best value travel BCD?',
    content: `Anyone who flies to go diving knows the feeling of standing at the check-in counter, hoping the bag is under the limit. The BCD is often the heaviest item in the bag, which is why travel BCDs like the Cressi Travelight are so popular. We took one on a Queensland reef trip and a long weekend at Jervis Bay to see how it performs.

## Design

The Travelight is built from lightweight materials and **folds down compactly** for packing. Despite the low weight it keeps the features most recreational divers need: integrated quick-release weight pockets, a couple of cargo pockets, a handful of D-rings and a standard inflator.

Adjustments are straightforward, with shoulder and waist straps that are easy to tighten on the boat.

## In the Water

Once weighted correctly, the Travelight is stable and predictable. It does not have the plush padding of a heavier BCD, so on a long walk to a shore entry with a steel tank you will feel the weight more. In the water, though, that lack of bulk is a bonus: there is less drag and less to dry afterwards.

## What We Liked

* **Light and compact**, making it much easier to stay within baggage limits.
* Integrated weight pockets that release cleanly.
* Dries quickly between dives on a busy reef boat.
* **Excellent value** compared with many travel BCDs.

## What Could Be Better

* Less padding means it is not as comfortable out of the water with heavy tanks.
* Pocket space is limited, so photographers and drift divers may want more storage.
* The lightweight fabric needs a little more care than heavy-duty nylon.

## Australian Conditions

On Great Barrier Reef day boats, where you gear up on deck and jump in, the Travelight was ideal. It dried quickly in the sun and packed away easily for the flight home. At Jervis Bay with a thicker suit and extra weight it still worked well, although we preferred a sturdier BCD for long shore walks over rocks.

## Travel Tips

* Pack your BCD deflated and rolled, with the inflator protected inside.
* Carry your regulator and dive computer in your hand luggage if your airline allows it.
* Check your charter's weight requirements in advance, as tropical operators often supply weights.

## Who It Suits

The Travelight is an excellent choice for **divers who mostly dive on holidays** and want their own familiar, comfortable BCD without the weight penalty. It also suits divers who dive locally only occasionally and value easy storage.

## Verdict

It is not the most luxurious BCD, but the Travelight does exactly what a travel BCD should: it keeps your bag light while giving you a dependable, well-fitting jacket underwater. [See current pricing](${SHOP}/bcds/cressi-travelight?${TAG}) and check the size chart carefully before ordering.`,
    category: 'BCDs',
    imageUrl: '/images/gear/cressi-travelight.svg',
    price: '$649 AUD',
    purchaseLink: `${SHOP}/bcds/cressi-travelight?${TAG}`,
    rating: '4.0',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-08-21T09:00:00.000Z',
  },
  {
    title: 'OM System Tough TG-7 Underwater Camera Review: The Best First Camera for Divers?',
    slug: 'om-system-tough-tg-7-underwater-camera-review',
    excerpt:
      'A rugged compact with a brilliant close-focus mode and an optional housing for deeper dives. We shot the TG-7 on reefs, jetties and muck dives around Australia.',
    content: `Underwater photography can get expensive very quickly. The OM System Tough TG-7 offers a friendlier way in: a compact, rugged camera that can go in the water on its own for snorkelling and shallow dives, and in an optional housing for deeper scuba diving. We used it on tropical reefs, southern jetties and a couple of muck dives to see what it can do.

## Design

The TG-7 is **waterproof to 15 metres without a housing**, as well as shockproof and crushproof. For scuba diving, the dedicated PT-059 housing extends the depth rating to 45 metres and protects the camera's seals from repeated pressure cycles. The housing has large controls that are easy to use with gloves.

The camera shoots RAW files as well as JPEGs, and records 4K video.

## Image Quality

The TG-7 uses a small sensor, so do not expect the image quality of an interchangeable-lens camera. In good light, though, images are **sharp and colourful**, and the built-in underwater white balance modes do a reasonable job of restoring reds in shallow water.

Where the TG-7 truly shines is **microscope mode**, which lets you focus extremely close to tiny subjects. Nudibranchs, shrimp and pygmy seahorses become accessible without expensive macro lenses.

## What We Liked

* **Outstanding close-focus capability** for macro subjects.
* Tough enough to survive being tossed in a dive bag.
* Easy to use, with sensible automatic modes.
* Works with a growing range of accessories, including strobes, lights and wet lenses.

## What Could Be Better

* **Small sensor** struggles in low light and deeper water without a strobe or video light.
* Wide-angle shots need an additional wet lens.
* The housing is a separate purchase, and most divers will want one.

## Australian Conditions

On the Great Barrier Reef, the TG-7 produced bright images of corals and fish in the shallows. Under southern jetties and on muck dives, microscope mode came into its own, capturing tiny critters that would be impossible with a phone. In the green water of winter shore dives, a video light made a huge difference to colour and focus speed.

## Tips for Getting Started

* Get close, then get closer: less water between you and the subject means sharper, more colourful images.
* Shoot slightly upwards rather than down on subjects.
* Master your buoyancy first and never rest on coral to take a photo.

## Who It Suits

The TG-7 is perfect for **divers taking their first steps in underwater photography**, and for experienced photographers wanting a compact second camera for macro. If you dream of wide-angle wreck and whale shots, budget for wet lenses and lighting or consider a larger system.

## Verdict

Affordable, tough and excellent for macro, the TG-7 is our favourite starter camera for divers. Add the housing and a light, and you have a kit that can grow with your skills. [Check current pricing](${SHOP}/cameras/om-system-tough-tg-7?${TAG}) for camera and housing bundles.`,
    category: 'Cameras',
    imageUrl: '/images/gear/camera.svg',
    price: '$799 AUD',
    purchaseLink: `${SHOP}/cameras/om-system-tough-tg-7?${TAG}`,
    rating: '4.5',
    author: 'Josh, Photo Editor',
    published: true,
    featured: false,
    createdAt: '2025-09-30T09:00:00.000Z',
  },
  {
    title: 'Apeks XTX50 Regulator Review: A Workhorse for Every Water Temperature',
    slug: 'apeks-xtx50-regulator-review',
    excerpt:
      'Environmentally sealed, easy to configure and comfortable to breathe from. We tested the XTX50 on cold winter shore dives and warm reef drifts.',
    content: `A regulator is the one piece of equipment you never want to think about underwater. It should deliver air smoothly, every breath, regardless of depth, temperature or how hard you are working. The Apeks XTX50 has a strong reputation for doing exactly that, and after a year of regular diving we understand why.

## First Stage

The XTX50 uses an **environmentally sealed first stage**. Sealing keeps water and silt away from the internal mechanism, which helps prevent free flows in cold water and reduces wear in sandy or silty conditions. The port layout makes it easy to route hoses neatly, whether you dive a standard set-up or add a pressure transmitter.

It is available in both DIN and yoke (A-clamp) versions.

## Second Stage

The second stage is comfortable and has two controls:

* A **breathing resistance adjuster** that lets you fine-tune effort to suit conditions.
* A **venturi lever** that reduces the chance of free flow at the surface and increases airflow at depth.

The hose can be configured on either side, which is useful for divers who prefer a particular routing or use a long-hose set-up.

## What We Liked

* **Smooth, effortless breathing** at all depths we tested.
* Confidence in cold water thanks to the sealed first stage.
* Versatile configuration for recreational and entry-level technical diving.
* Robust build that tolerates regular use on boats and rocky entries.

## What Could Be Better

* **Heavier** than some travel regulators.
* The breathing adjustment takes some getting used to for new divers.
* The octopus and gauge are extras, so budget for a complete set-up.

## Australian Conditions

In winter, water in southern New South Wales, Victoria, South Australia and Tasmania can drop into the low teens or lower, and cold-water performance matters. The XTX50 breathed smoothly on long dives in cool water with no hint of free flow. In the tropics, the sealed first stage appreciated a good rinse after dives in sand and salt, but needed no special care beyond normal maintenance.

## Maintenance

* Rinse with the dust cap firmly in place, and never press the purge while rinsing.
* Store it out of direct sunlight, with hoses gently coiled.
* Have it serviced by a qualified technician according to the manufacturer's schedule.

## Who It Suits

The XTX50 is an excellent regulator for **divers who dive often, in a range of temperatures**, and for those who may progress into more advanced diving. Occasional tropical divers may be happy with a lighter, simpler regulator.

## Verdict

Reliable, comfortable and versatile, the XTX50 is one of the best all-round regulators for Australian divers. It is a long-term investment that will serve you well from the cool south to the tropical north. [See current pricing](${SHOP}/regulators/apeks-xtx50?${TAG}) and ask about octopus and gauge bundles.`,
    category: 'Regulators',
    imageUrl: '/images/gear/apeks-xtx50.svg',
    price: '$1,199 AUD',
    purchaseLink: `${SHOP}/regulators/apeks-xtx50?${TAG}`,
    rating: '4.5',
    author: TEAM,
    published: true,
    featured: false,
    createdAt: '2025-10-22T09:00:00.000Z',
  },
];
