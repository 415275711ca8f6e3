/** The "Calm this weekend" row's least height (px), kept by its placeholder too: no layout shift when it arrives. */
export const CALM_ROW_MIN_HEIGHT = 300;
