import type { DiveSiteStateDto } from '@/api/generated/models';
import { absoluteUrl } from '@/components/seo/seo-helpers';
import { paths } from '@/config/paths';

export function statePageTitle(name: string): string {
  return `Dive sites in ${name}`;
}

/** "124 dive sites in Queensland, from Whitsundays to Gold Coast: …": counts and places, under 160 characters. */
export function stateMetaDescription(state: Pick<DiveSiteStateDto, 'name' | 'siteCount' | 'regions'>): string {
  const places = state.regions.slice(0, 3).map((region) => region.name);
  const where = places.length > 1 ? `, including ${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : '';
  const text = `${state.siteCount} dive site${state.siteCount === 1 ? '' : 's'} in ${state.name}${where}: map, GPS coordinates, reported depths and skill levels.`;
  return text.length <= 160
    ? text
    : `${state.siteCount} dive sites in ${state.name}: map, GPS coordinates, reported depths and skill levels.`;
}

/** schema.org: the page collects the state's dive sites; its regions' pages are the list. */
export function stateJsonLd(state: DiveSiteStateDto): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: statePageTitle(state.name),
    description: stateMetaDescription(state),
    url: absoluteUrl(paths.diveSiteState.build(state.slug)),
    about: { '@type': 'AdministrativeArea', name: state.name, containedInPlace: { '@type': 'Country', name: 'Australia' } },
    mainEntity: {
      '@type': 'ItemList',
      name: `Dive regions in ${state.name}`,
      numberOfItems: state.regions.length,
      itemListElement: state.regions.map((region, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: region.name,
        url: absoluteUrl(paths.diveSiteRegion.build(region.slug)),
      })),
    },
  };
}
