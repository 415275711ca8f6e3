/** One emotion cache key on server and browser, so the browser adopts the server's style tags. */
export const EMOTION_CACHE_KEY = 'css';
