import type { StateCode } from '@ddu/shared/dive-sites/states';

/**
 * Our short introductions to diving in each state and territory, at the top of
 * /dive-sites/state/{slug}. Our own words from widely known facts; the counts follow from the data.
 */
const STATE_INTROS: Readonly<Record<StateCode, string>> = {
  QLD: 'Queensland is home to the Great Barrier Reef, from the coral cays of the south to the remote ribbon reefs of the far north, and to South East Queensland’s own favourites: grey nurse sharks and manta rays off North Stradbroke Island and the ex-HMAS Brisbane off the Sunshine Coast.',
  NSW: 'New South Wales has warm-temperate diving along its whole coast: Julian Rocks at Byron Bay, grey nurse sharks at South West Rocks, seahorses in Port Stephens, Sydney’s shore dives, and Lord Howe Island far offshore.',
  VIC: 'Victoria’s diving centres on Port Phillip: the wrecks and walls of the Heads, dived at slack water, and the famous pier dives of the Mornington Peninsula, with cool, temperate life.',
  TAS: 'Tasmania’s cold, clear water brings kelp forests, sponge gardens and sea dragons, close to shore around Hobart and along the east coast.',
  SA: 'South Australia is known for leafy sea dragons under its jetties and for the clear water-filled sinkholes around Mount Gambier, most of them open only to qualified cave divers.',
  WA: 'Western Australia stretches from the cool Southern Ocean reefs of Albany and Esperance, past Busselton Jetty and Rottnest Island, to the Houtman Abrolhos and Ningaloo Reef’s whale sharks.',
  NT: 'The Northern Territory’s diving is mostly around Darwin, with wartime wrecks in the harbour dived on the small tides.',
  CX: 'Christmas Island, an Australian territory in the Indian Ocean, rises steeply from the deep sea, so its walls begin close to shore.',
  CC: 'The Cocos (Keeling) Islands, an Australian territory in the Indian Ocean, are a remote coral atoll with clear water, reef sharks and drift dives through its channels.',
};

export function stateIntro(code: StateCode, siteCount: number, regionCount: number, guideCount: number): string {
  const sites = `${siteCount} dive site${siteCount === 1 ? '' : 's'}`;
  const regions = regionCount > 1 ? ` in ${regionCount} regions` : '';
  const guides = guideCount > 0 ? `, ${guideCount} with our full guide` : '';
  return `${STATE_INTROS[code]} We list ${sites}${regions}${guides}.`;
}
