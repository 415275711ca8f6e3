import { alertArea, alertWeek } from './window-alert-areas';

const place = (id: number, name: string, region: string, state: string | null) => ({ id, name, region, state, featured: false });
const PLACES = [
  place(1, 'Shelly Beach', 'Sydney', 'NSW'),
  place(2, 'Kurnell', 'Sydney ', 'NSW'),
  place(3, 'Julian Rocks', 'Byron Bay', 'NSW'),
  place(4, 'Rye Pier', 'Mornington Peninsula', 'VIC'),
];

describe(alertWeek.name, () => {
  it.each([
    ['2026-11-26', '2026-11-28'], // Thursday: the coming Saturday
    ['2026-11-27', '2026-11-28'], // Friday
    ['2026-11-28', '2026-11-28'], // Saturday: this one
    ['2026-11-29', '2026-11-28'], // Sunday: the weekend under way
    ['2026-11-30', '2026-12-05'], // Monday: the next
    ['2026-12-31', '2027-01-02'], // across a year
  ])('counts a check on %s toward the weekend of %s', (today, saturday) => {
    expect(alertWeek(today)).toBe(saturday);
  });
});

describe(alertArea.name, () => {
  it('finds a site by id, a region by its slug (however the name is spaced) and a state by its slug', () => {
    expect(alertArea('site', '3', PLACES)).toEqual({ watching: 'Julian Rocks', sites: [PLACES[2]] });
    expect(alertArea('region', 'sydney', PLACES)?.sites.map((s) => s.id)).toEqual([1, 2]);
    expect(alertArea('region', 'sydney', PLACES)?.watching).toBe('the Sydney region');
    expect(alertArea('state', 'new-south-wales', PLACES)).toMatchObject({ watching: 'New South Wales' });
    expect(alertArea('state', 'new-south-wales', PLACES)?.sites).toHaveLength(3);
  });

  it('knows no site, region or state that has no dive sites', () => {
    expect(alertArea('site', '99', PLACES)).toBeNull();
    expect(alertArea('site', '01', PLACES)).toBeNull();
    expect(alertArea('region', 'atlantis', PLACES)).toBeNull();
    expect(alertArea('state', 'tasmania', PLACES)).toBeNull();
    expect(alertArea('state', 'narnia', PLACES)).toBeNull();
  });
});
