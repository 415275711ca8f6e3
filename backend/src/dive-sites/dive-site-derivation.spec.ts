import {
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
  const odm = 'OpenDiveMap https://opendivemap.com/sites/zkpfpa';

  it('reads the reported depth against the certification limits', () => {
    expect(deriveDescription({ siteType: 'wreck', depthMaxM: 23, source: odm })).toBe(
      "A wreck dive logged by the OpenDiveMap community. Divers report a maximum depth of 23 m, deeper than Open Water training covers but within Advanced Open Water's 30 m.",
    );
    expect(deriveDescription({ siteType: 'jetty/pier', depthMaxM: 6, source: odm })).toBe(
      'A jetty or pier dive logged by the OpenDiveMap community. Divers report a maximum depth of 6 m, within the 18 m limit of an Open Water certification.',
    );
    expect(deriveDescription({ siteType: '', depthMaxM: 36, source: odm })).toBe(
      'A dive site logged by the OpenDiveMap community. Divers report a maximum depth of 36 m, beyond the 30 m recreational limit, so it suits deep-certified divers.',
    );
  });

  it('never names the region or the state, which the card already shows', () => {
    const sut = deriveDescription({ siteType: 'reef', depthMaxM: 12, source: odm });
    expect(sut).not.toMatch(/Sydney|New South Wales|NSW/);
  });

  it('says what is unknown rather than guessing', () => {
    expect(deriveDescription({ siteType: 'cave', depthMaxM: null, source: odm })).toBe(
      'A dive with a cave logged by the OpenDiveMap community. No depth has been reported yet.',
    );
    expect(deriveDescription({ siteType: 'dive trail', depthMaxM: null, source: 'DPIRD' })).toMatch(
      /^A marked dive trail published by the Western Australian Department of Primary Industries and Regional Development\./,
    );
  });
});
