/**
 * Seeded sites at Port Phillip Heads, dived at slack water: the published rule of thumb is slack about
 * three hours after high (and low) water at Point Lonsdale. The window counts a site's offset from its
 * nearest tide station (conditions/site-tides.ts), and for the sites further in that is Queenscliff,
 * whose highs come about 40 minutes after Point Lonsdale's (lows about 30; @neaps/tide-database,
 * November–December 2026): their offset is 180 − 40 = 140 minutes, the same moment. The spec beside
 * the seed checks each site's station still is the one named here. docs/window.md lists why each is in.
 */
export interface HeadsSlackSite {
  /** The seeded name, for people; the seed finds the row by its coordinates. */
  name: string;
  latitude: string;
  longitude: string;
  /** The tide station the window counts from (the site's nearest). */
  station: 'Point Lonsdale' | 'Queenscliff';
  slackOffsetMinutes: number;
}

/** Three hours after high water at Point Lonsdale. */
const FROM_POINT_LONSDALE = 180;
/** The same moment counted from Queenscliff, whose tide turns about 40 minutes later. */
const FROM_QUEENSCLIFF = 140;

const lonsdale = (name: string, latitude: string, longitude: string): HeadsSlackSite => ({
  name,
  latitude,
  longitude,
  station: 'Point Lonsdale',
  slackOffsetMinutes: FROM_POINT_LONSDALE,
});
const queenscliff = (name: string, latitude: string, longitude: string): HeadsSlackSite => ({
  name,
  latitude,
  longitude,
  station: 'Queenscliff',
  slackOffsetMinutes: FROM_QUEENSCLIFF,
});

export const HEADS_SLACK_SITES: readonly HeadsSlackSite[] = [
  // In the Rip and along the Point Lonsdale side of the entrance.
  lonsdale('Lonsdale Wall', '-38.2878', '144.6298'),
  lonsdale('Devil’s Dropoff', '-38.2901', '144.6272'),
  lonsdale('Foggy Reef', '-38.2981', '144.6236'),
  lonsdale('Rip Bank', '-38.3067', '144.6274'),
  lonsdale('The Plateau', '-38.2958', '144.6371'),
  lonsdale('Boarfish Reef', '-38.2793', '144.6342'),
  // Outside the Heads, but in their streams: our guide says boats dive it only at slack.
  lonsdale('J4 Submarine Wreck', '-38.2996', '144.5679'),
  // The Queenscliff and Point Nepean side of the entrance, and the channel inside it.
  queenscliff('The Grotto', '-38.2777', '144.637'),
  queenscliff('Cottage By The Sea', '-38.2739', '144.6507'),
  queenscliff('Spectacular Reef', '-38.2827', '144.6628'),
  queenscliff("Captain Nitros' Drop-off", '-38.2826', '144.6659'),
  queenscliff('Popes Eye', '-38.277', '144.699'),
  queenscliff('Portsea Hole', '-38.3123', '144.7115'),
  queenscliff('Portsea Pier', '-38.3184', '144.7133'),
];
