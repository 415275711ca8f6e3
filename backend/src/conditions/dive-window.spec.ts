import { compassWords, judgeSlot, Openness, ratingOf, SlotWeather, WINDOW_RATINGS } from './dive-window';

const calm: SlotWeather = {
  swellHeightM: 0.6,
  swellPeriodS: 8,
  swellFromDeg: 90,
  windKmh: 8,
  gustKmh: 15,
  windFromDeg: 270,
  rainPrev48hMm: 0,
  slackWindows: null,
};
/** Open to the east (45°-135°), sheltered everywhere else. */
const eastFacing: Openness = (deg) => (deg >= 45 && deg <= 135 ? 1 : 0.05);
const fullyOpen: Openness = () => 1;

const score = (weather: Partial<SlotWeather>, openness: Openness = eastFacing) => judgeSlot({ ...calm, ...weather }, openness)!.score;

describe('dive window', () => {
  describe(judgeSlot.name, () => {
    it('rates a calm slot good, with its reasons in words', () => {
      const judged = judgeSlot(calm, eastFacing)!;
      expect(judged.rating).toBe('good');
      expect(judged.reasons.join(' ')).toContain('0.6 m swell from the east');
      expect(judged.reasons.join(' ')).toContain('offshore');
    });

    it('a bigger swell lowers the score', () => {
      expect(score({ swellHeightM: 1.5 })).toBeLessThan(score({ swellHeightM: 0.6 }));
      expect(score({ swellHeightM: 2.5 })).toBeLessThan(score({ swellHeightM: 1.5 }));
    });

    it('a longer period lowers the score of the same swell', () => {
      expect(score({ swellHeightM: 1.2, swellPeriodS: 15 })).toBeLessThan(score({ swellHeightM: 1.2, swellPeriodS: 8 }));
    });

    it('the same swell scores lower where the site is open toward where it comes from', () => {
      const fromEast = judgeSlot({ ...calm, swellHeightM: 1.8, swellFromDeg: 90 }, eastFacing)!;
      const fromWest = judgeSlot({ ...calm, swellHeightM: 1.8, swellFromDeg: 270 }, eastFacing)!;
      expect(fromEast.score).toBeLessThan(fromWest.score);
      expect(fromEast.reasons.join(' ')).toContain('open to it');
      expect(fromWest.reasons.join(' ')).toContain('sheltered from it');
    });

    it('judges an unknown exposure as fully open, and says so', () => {
      const unknown = judgeSlot({ ...calm, swellHeightM: 1.8, swellFromDeg: 270 }, null)!;
      expect(unknown.score).toBe(judgeSlot({ ...calm, swellHeightM: 1.8, swellFromDeg: 270 }, fullyOpen)!.score);
      expect(unknown.reasons.join(' ')).toContain('exposure is not known');
    });

    it('an onshore wind lowers the score more than the same wind offshore', () => {
      expect(score({ windKmh: 25, windFromDeg: 90 })).toBeLessThan(score({ windKmh: 25, windFromDeg: 270 }));
      expect(judgeSlot({ ...calm, windKmh: 25, windFromDeg: 90 }, eastFacing)!.reasons.join(' ')).toContain('onshore');
    });

    it('a stronger wind lowers the score', () => {
      expect(score({ windKmh: 30, windFromDeg: 90 })).toBeLessThan(score({ windKmh: 15, windFromDeg: 90 }));
    });

    it('stronger gusts lower the score, and gusts above 60 km/h make it no-go', () => {
      expect(score({ gustKmh: 45 })).toBeLessThan(score({ gustKmh: 20 }));
      expect(judgeSlot({ ...calm, gustKmh: 65 }, eastFacing)!.rating).toBe('no-go');
    });

    it('rain over the 48 hours before lowers the score and names the runoff', () => {
      expect(score({ rainPrev48hMm: 30 })).toBeLessThan(score({ rainPrev48hMm: 0 }));
      expect(score({ rainPrev48hMm: 60 })).toBeLessThan(score({ rainPrev48hMm: 30 }));
      expect(judgeSlot({ ...calm, rainPrev48hMm: 30 }, eastFacing)!.reasons.join(' ')).toContain('runoff');
    });

    it('at a site with currents, a slot with slack water scores higher than one without', () => {
      expect(score({ slackWindows: ['12:15–12:45'] })).toBeGreaterThan(score({ slackWindows: [] }));
      expect(judgeSlot({ ...calm, slackWindows: ['12:15–12:45'] }, eastFacing)!.reasons.join(' ')).toContain('Slack water 12:15–12:45');
    });

    it('a big swell into an open site is no-go whatever the wind', () => {
      expect(judgeSlot({ ...calm, swellHeightM: 3, swellFromDeg: 90 }, eastFacing)!.rating).toBe('no-go');
    });

    it('has nothing to say without swell or wind', () => {
      expect(judgeSlot({ ...calm, swellHeightM: null, windKmh: null }, eastFacing)).toBeNull();
    });

    it('gives the phrases of the best-window sentence: wind, swell, shelter', () => {
      expect(judgeSlot({ ...calm, swellHeightM: 0.8, swellFromDeg: 180 }, eastFacing)!.phrases).toEqual([
        'light offshore wind',
        '0.8 m swell from the south',
        'sheltered',
      ]);
    });
  });

  describe(ratingOf.name, () => {
    it('orders the words by score', () => {
      expect([90, 60, 30, 10].map(ratingOf)).toEqual(WINDOW_RATINGS);
    });
  });

  describe(compassWords.name, () => {
    it('names the nearest of 16 points', () => {
      expect([0, 90, 135, 200, 350].map(compassWords)).toEqual(['north', 'east', 'south-east', 'south-south-west', 'north']);
    });
  });
});
