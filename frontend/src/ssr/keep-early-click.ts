import { EARLY_CLICK_ATTRIBUTE, LIVE_ATTRIBUTE } from '@ddu/shared/pages/early-click';

/**
 * Called as React starts listening (hydrateRoot): marks <html data-live>, so the boot loader stops
 * noting taps (React replays them itself from now on), and takes the button the visitor tapped
 * before the scripts ran, if any. `replay`, called once the page is alive, taps it again, so
 * "Filters" or the menu opens as if the page had been ready (see @ddu/shared/pages/early-click).
 */
export function keepEarlyClick(root: Document = document): { replay: () => void } {
  const html = root.documentElement;
  html.setAttribute(LIVE_ATTRIBUTE, '');
  const name = html.getAttribute(EARLY_CLICK_ATTRIBUTE);
  html.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  return {
    replay() {
      if (name === null) return;
      // The server's button may be hidden at this width (a phone-only and a desktop-only copy): tap the one shown.
      const buttons = [...root.querySelectorAll<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`)].filter(
        (button) => button.getAttribute(EARLY_CLICK_ATTRIBUTE) === name && button.getClientRects().length > 0,
      );
      buttons[0]?.click();
    },
  };
}
