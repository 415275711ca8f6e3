/**
 * "checked 3 h ago": how old a seller's price is, in the short words a phone has room for. A price
 * with no check time says so rather than looking fresh.
 */
export function checkedAgo(checkedAt: string | null | undefined, now: number = Date.now()): string {
  if (!checkedAt) return 'not checked yet';
  const at = Date.parse(checkedAt);
  if (Number.isNaN(at)) return 'not checked yet';
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return 'checked just now';
  if (minutes < 60) return `checked ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `checked ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `checked ${days} days ago`;
}
