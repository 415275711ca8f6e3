export interface HeroSlide {
  id: string;
  /** Video file; empty when the slide shows only its poster. */
  videoUrl: string;
  title: string;
  description: string;
  ctaText?: string;
  ctaLink?: string;
  posterImage: string;
}

export const DEFAULT_AUTOPLAY_MS = 8000;
export const FADE_MS = 1000;

export interface CarouselState {
  index: number;
  playing: boolean;
  muted: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'tick' }
  | { type: 'videoEnded' }
  | { type: 'togglePlay' }
  | { type: 'toggleMute' }
  | { type: 'autoplayFailed' };

/** Starts on the first slide, playing and muted (browsers only autoplay muted video). */
export function initialCarouselState(autoplay = true): CarouselState {
  return { index: 0, playing: autoplay, muted: true };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The carousel's rules in one pure function: ticks and finished videos advance and wrap while
 * playing; a single slide never advances (its video loops); a refused autoplay pauses.
 */
export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case 'next':
        return count > 1 ? { ...state, index: wrap(state.index + 1, count) } : state;
      case 'previous':
        return count > 1 ? { ...state, index: wrap(state.index - 1, count) } : state;
      case 'goTo':
        return count > 0 ? { ...state, index: wrap(action.index, count) } : state;
      case 'tick':
        return state.playing && count > 1 ? { ...state, index: wrap(state.index + 1, count) } : state;
      case 'videoEnded':
        return count > 1 ? { ...state, index: wrap(state.index + 1, count) } : state;
      case 'togglePlay':
        return { ...state, playing: !state.playing };
      case 'toggleMute':
        return { ...state, muted: !state.muted };
      case 'autoplayFailed':
        return { ...state, playing: false };
    }
  };
}
