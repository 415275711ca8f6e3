import {
  capitaliseName,
  deriveBestTime,
  deriveDepthRange,
  deriveDescription,
  deriveRegion,
  deriveSkillLevel,
  deriveWaterTemp,
  regionFromCoordinates,
  stateDisplayName,
} from './dive-site-derivation';

describe(deriveRegion.name, () => {
  // Coordinates and states exactly as in the seed CSV.
  it.each([
    ['Camp Cove South', 'NSW', -33.8401, 151.2778, 'Sydney'],
    ['Skillion Cave', 'NSW', -33.4496, 151.4519, 'Central Coast'],
    ['Fly Point', 'NSW', -32.7145, 152.1519, 'Port Stephens'],
    ['Julian Rocks - Cod Hole', 'NSW', -28.611, 153.629, 'Byron Bay & Northern NSW'],
    ['Tweed River (NSW side of the border)', 'NSW', -28.1693, 153.5488, 'Byron Bay & Northern NSW'],
    ['Balls Pyramid', 'NSW', -31.7526, 159.2354, 'Lord Howe Island'],
    ['Gold Coast Seaway', 'QLD', -27.9367, 153.4255, 'Gold Coast'],
    ['HMAS Brisbane (Wreck)', 'QLD', -26.6175, 153.1465, 'Sunshine Coast'],
    ['Norman Reef Pontoon', 'QLD', -16.4261, 145.9901, 'Cairns & Great Barrier Reef'],
    ['SS Yongala Wreck', 'QLD', -19.3046, 147.6243, 'Townsville & Great Barrier Reef'],
    ['Manta Ray Bay', 'QLD', -20.0611, 148.9569, 'Whitsundays'],
    ['Heron Island', 'QLD', -23.4426, 151.9132, 'Southern Great Barrier Reef'],
    ['Lonsdale Wall', 'VIC', -38.2878, 144.6298, 'Port Phillip Heads'],
    ['Rye Pier', 'VIC', -38.3684, 144.8227, 'Mornington Peninsula'],
    ['tinderbox', 'TAS', -43.0579, 147.33, 'Hobart & Tasman Peninsula'],
    ['Gouldens Sinkhole', 'SA', -37.9467, 140.6827, 'Mount Gambier & Limestone Coast'],
    ['Exmouth Navy Pier', 'WA', -21.8168, 114.1911, 'Ningaloo & Exmouth'],
    ['Rottnest Island', 'WA', -32.0062, 115.5123, 'Perth & Rottnest'],
    ['Beacon Island Dive Trail', 'WA', -28.473594, 113.784446, 'Houtman Abrolhos Islands'],
    ['Aquarium Wall', 'Cocos (Keeling) Islands (ext. territory)', -12.0972, 96.8392, 'Cocos (Keeling) Islands'],
    ['Eidsvold Wreck', 'Christmas Island (ext. territory)', -10.4425, 105.6529, 'Christmas Island'],
  ])('puts %s (%s) in %s', (_name, state, lat, lon, expected) => {
    expect(deriveRegion(state, lat, lon)).toBe(expected);
  });

  it('falls back to the state name when no destination box contains the point', () => {
    const outbackWa = { lat: -25.0, lon: 121.0 };
    expect(regionFromCoordinates('WA', outbackWa.lat, outbackWa.lon)).toBeNull();
    expect(deriveRegion('WA', outbackWa.lat, outbackWa.lon)).toBe('Western Australia');
  });

  it('never claims a point for a box of another state', () => {
    expect(regionFromCoordinates('QLD', -28.1693, 153.5488)).toBe('Gold Coast');
    expect(regionFromCoordinates('NSW', -27.9367, 153.4255)).toBeNull();
  });
});

describe(stateDisplayName.name, () => {
  it.each([
    ['NSW', 'New South Wales'],
    ['qld', 'Queensland'],
    ['Christmas Island (ext. territory)', 'Christmas Island'],
    ['Victoria', 'Victoria'],
  ])('names %s as %s', (state, expected) => {
    expect(stateDisplayName(state)).toBe(expected);
  });
});

describe(deriveSkillLevel.name, () => {
  it.each([
    [5, 'Beginner'],
    [18, 'Beginner'],
    [18.1, 'Intermediate'],
    [30, 'Intermediate'],
    [30.1, 'Advanced'],
    [null, 'Intermediate'],
  ])('rates a maximum depth of %p m as %s', (depth, expected) => {
    expect(deriveSkillLevel(depth)).toBe(expected);
  });
});

describe(deriveDepthRange.name, () => {
  it('writes "to N m": only the maximum is known, and it is the largest number', () => {
    expect(deriveDepthRange(23)).toBe('to 23 m');
    expect(deriveDepthRange(18.5)).toBe('to 18.5 m');
  });

  it('is empty when the depth is unknown', () => {
    expect(deriveDepthRange(null)).toBe('');
  });
});

describe(deriveWaterTemp.name, () => {
  it.each([
    [-10.4425, '24-29°C'],
    [-12.0972, '24-29°C'],
    [-20, '24-29°C'],
    [-20.01, '20-26°C'],
    [-28, '20-26°C'],
    [-28.01, '17-23°C'],
    [-35, '17-23°C'],
    [-35.01, '12-18°C'],
    [-43.0579, '12-18°C'],
  ])('gives latitude %p the band %s', (lat, expected) => {
    expect(deriveWaterTemp(lat)).toBe(expected);
  });
});

describe(deriveBestTime.name, () => {
  it('uses the dry season north of the Tropic of Capricorn and warmer months south of it', () => {
    expect(deriveBestTime(-16.4)).toBe('May to October (dry season)');
    expect(deriveBestTime(-23.44)).toBe('May to October (dry season)');
    expect(deriveBestTime(-23.45)).toBe('December to May (warmer water)');
    expect(deriveBestTime(-38.3)).toBe('December to May (warmer water)');
  });
});

describe(deriveDescription.name, () => {
  // Camp Cove South, Sydney, with two other places from the data.
  const site = { name: 'Camp Cove South', lat: -33.8401, lon: 151.2778, region: 'Sydney', guides: [], neighbours: [] };
  const shelly = { name: 'Shelly Beach (Manly)', lat: -33.7999, lon: 151.2972 };
  const gibsons = { name: 'Gibsons Beach', lat: -33.8383, lon: 151.2786 };

  it('writes the kind, the region, the nearest listed town and the reported depth read against the certification limits', () => {
    expect(deriveDescription({ ...site, siteType: 'wreck', depthMaxM: 23 })).toBe(
      "A wreck dive in Sydney, about 5 km south of Manly. Divers report a maximum depth of 23 m, deeper than Open Water training covers but within Advanced Open Water's 30 m.",
    );
    expect(deriveDescription({ ...site, siteType: '', depthMaxM: 36 })).toMatch(
      /^A dive site in Sydney, .* beyond the 30 m recreational limit, so it suits deep-certified divers\.$/,
    );
  });

  it('names the nearest site with our full guide, and a very close listed site too', () => {
    const sut = deriveDescription({ ...site, siteType: 'reef', depthMaxM: 12, guides: [shelly], neighbours: [shelly, gibsons] });
    expect(sut).toContain('Shelly Beach (Manly), which has our full guide, is 4.8 km to the north.');
    expect(sut).toContain('The nearest other listed site, Gibsons Beach, is 0.2 km to the north.');
  });

  it('names the nearest listed site when no guide is within 100 km, and nothing further away', () => {
    const far = { name: 'Far Guide', lat: -30, lon: 153 };
    expect(deriveDescription({ ...site, siteType: 'reef', depthMaxM: 12, guides: [far], neighbours: [gibsons] })).toContain(
      'The nearest other listed site, Gibsons Beach',
    );
    expect(deriveDescription({ ...site, siteType: 'reef', depthMaxM: 12, guides: [far], neighbours: [] })).not.toContain('Far Guide');
  });

  it('leaves out what is not known rather than guessing', () => {
    expect(deriveDescription({ ...site, siteType: 'cave', depthMaxM: null })).toBe(
      'A dive with a cave in Sydney, about 5 km south of Manly.',
    );
    const offshore = deriveDescription({ ...site, lat: -23.5, lon: 153.5, region: 'Queensland', siteType: '', depthMaxM: null });
    expect(offshore).toBe('A dive site in Queensland.');
    expect(deriveDescription({ ...site, siteType: 'dive trail', depthMaxM: null, region: 'Houtman Abrolhos Islands' })).toMatch(
      /^A marked dive trail in the Houtman Abrolhos Islands, .*the trail notes published by the Western Australian Department of Primary Industries and Regional Development describe the route\.$/,
    );
  });
});

describe(capitaliseName.name, () => {
  it.each([
    ['tinderbox', 'Tinderbox'],
    ["sue's groyne", "Sue's Groyne"],
    ['cockatoo point', 'Cockatoo Point'],
    ['loadstone reef', 'Loadstone Reef'],
    ['bay of fires north-west', 'Bay of Fires North-West'],
  ])('capitalises the all-lower-case name %p as %p', (name, shown) => expect(capitaliseName(name)).toBe(shown));

  it.each(['SS Yongala Wreck', 'HMAS Brisbane (Wreck)', 'McKenzies Reef', 'the Pinnacle', 'Kat’s Kables', '1770'])(
    'leaves %p as the data has it, since it has a capital (or no letter)',
    (name) => expect(capitaliseName(name)).toBe(name),
  );
});
