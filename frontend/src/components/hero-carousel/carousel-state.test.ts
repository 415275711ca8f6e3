import { describe, expect, it } from 'vitest';
import { carouselReducer, initialCarouselState } from './carousel-state';

describe('carouselReducer', () => {
  const three = carouselReducer(3);
  const one = carouselReducer(1);
  const start = initialCarouselState();

  it('starts on the first slide, playing and muted', () => {
    expect(start).toEqual({ index: 0, playing: true, muted: true });
  });

  it('advances on every tick while playing and wraps to the first slide', () => {
    const states = [start];
    for (let i = 0; i < 3; i++) states.push(three(states[states.length - 1]!, { type: 'tick' }));
    expect(states.map((s) => s.index)).toEqual([0, 1, 2, 0]);
  });

  it('does not advance on a tick while paused', () => {
    const paused = three(start, { type: 'togglePlay' });
    expect(three(paused, { type: 'tick' }).index).toBe(0);
  });

  it('advances and wraps when a video ends, even while paused', () => {
    const last = three(start, { type: 'goTo', index: 2 });
    expect(three(last, { type: 'videoEnded' }).index).toBe(0);
  });

  it('goes backwards from the first slide to the last', () => {
    expect(three(start, { type: 'previous' }).index).toBe(2);
  });

  it('never moves a single slide: its video loops instead', () => {
    for (const type of ['tick', 'videoEnded', 'next', 'previous'] as const) {
      expect(one(start, { type })).toBe(start);
    }
  });

  it('switches to paused when autoplay fails', () => {
    expect(three(start, { type: 'autoplayFailed' })).toEqual({ ...start, playing: false });
  });

  it('toggles play and mute independently', () => {
    const unmuted = three(start, { type: 'toggleMute' });
    expect(unmuted).toEqual({ index: 0, playing: true, muted: false });
    expect(three(unmuted, { type: 'togglePlay' })).toEqual({ index: 0, playing: false, muted: false });
  });
});
