/**
 * Chunking of the code the public pages share (few requests before the first paint).
 *
 * Left to itself the bundler makes one chunk per set of pages that share a module, which on this site
 * meant 12–31 scripts per page, most of them 0.1–2 KB (`ownerWindow`, `CardActions`, `Star`, …), each a
 * request that a phone's first paint waits for. Instead, every module that two or more public pages
 * load goes into one "kit" chosen by which of the budgeted pages (home, article, review: the first-load
 * JS budget in scripts/js-budget.mjs) use it, or, for code none of them uses, by which of the other
 * pages visitors land on use it:
 * - a budgeted page loads only kits whose every module it uses, so its bytes do not grow;
 * - a landing page loads the kits it needs, and may carry a little code it does not run (a few KB of
 *   another page's share of a kit), which costs a phone less than a dozen more requests.
 * Modules only one page uses stay in that page's chunk, and lazy parts (the map, the search engine,
 * the admin area) keep the bundler's own chunking.
 */
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** A route's page component (src/features/<area>/<name>-page.tsx), the admin area aside. */
const PUBLIC_PAGE = /[\\/]src[\\/](?:features[\\/](?!admin[\\/])[\w-]+[\\/][\w-]+-page|app[\\/]not-found-page)\.tsx$/;

type Anchors = ReadonlyArray<readonly [name: string, page: RegExp]>;
const page = (area: string, name: string) => new RegExp(String.raw`[\\/]src[\\/]features[\\/]${area}[\\/]${name}-page\.tsx$`);

/** The pages with the tightest first-load budget, by the name their kits carry. */
const BUDGETED: Anchors = [
  ['home', page('home', 'home')],
  ['article', page('blog', 'blog-article')],
  ['review', page('gear-reviews', 'gear-review')],
];

/** The other pages visitors land on: what none of the budgeted pages uses is grouped by which of these do. */
const LANDING: Anchors = [
  ['shop', page('shop', 'shop')],
  ['sites', page('dive-sites', 'dive-sites')],
  ['site', page('dive-sites', 'dive-site')],
  ['reviews', page('gear-reviews', 'gear-reviews')],
  ['blog', page('blog', 'blog')],
];

const NAMES = String.raw`(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+[\w$]+))?)`;
const FROM = String.raw`\s+from\s+["'][^"']+["']`;
/** Statements that only pass on other modules' exports: `import { a } from './a'`, `export { a }`, `export * from './b'`. */
const PASS_ON = new RegExp(
  String.raw`^\s*(?:(?:import\s+${NAMES}${FROM}|import\s+["'][^"']+["']|export\s+${NAMES}${FROM}|export\s+\{[^}]*\}|["']use client["'])(?:\s*;)?\s*)*$`,
);

/** An index module that only re-exports (MUI's `Chip/index.mjs`, React Query's entry): no code of its own, its exports lead on. */
function isReExportOnly(code: string | null | undefined): boolean {
  // Such a module is short; a module with code of its own fails at its first statement anyway.
  if (!code || code.length > 20_000) return false;
  return PASS_ON.test(code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, ''));
}

interface Users {
  /** The public pages that load the module with their first render. */
  pages: ReadonlySet<string>;
  /** Whether something else loads it too: a lazy part (the map, the search engine) or the admin area. */
  elsewhere: boolean;
}

/**
 * Who loads a module: the public pages it is statically imported from, through modules that are in the
 * build (`bundled`: an import whose importer was tree-shaken away, like MUI's high-contrast helper
 * naming every component's classes, loads nothing) or that only re-export; and whether a lazy part or
 * the admin area reaches it too.
 */
function usersOf(id: string, ctx: ChunkingContext, bundled: ReadonlySet<string>, memo: Map<string, Users>): Users {
  const known = memo.get(id);
  if (known) return known;
  const pages = new Set<string>();
  let elsewhere = false;
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (PUBLIC_PAGE.test(current)) {
      pages.add(current);
      continue;
    }
    const importers = ctx.getModuleInfo(current)?.importers ?? [];
    // A module nothing imports statically is loaded on its own: a lazy part or an admin page.
    if (importers.length === 0) elsewhere = true;
    for (const importer of importers) {
      const leadsOn = bundled.has(importer) || PUBLIC_PAGE.test(importer) || isReExportOnly(ctx.getModuleInfo(importer)?.code);
      if (leadsOn && !seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  const users = { pages, elsewhere };
  memo.set(id, users);
  return users;
}

const usedBy = (pages: ReadonlySet<string>, anchors: Anchors) =>
  anchors.filter(([, anchor]) => [...pages].some((file) => anchor.test(file))).map(([name]) => name);

/**
 * The group for the code public pages share. A module's chunk:
 * - `page-kit` when every budgeted page loads it;
 * - `kit-<budgeted pages>` when some budgeted pages load it (`kit-home-review`), except that what the
 *   review page shares only with landing pages joins `kit-home-review`: the home page has the room
 *   (160 KB against 150), and the review and landing pages one request less;
 * - `kit-<landing pages>` when only landing pages among the anchors load it (`kit-shop-sites`);
 * - `kit-pages` for code only other pages share (the legal pages' layout);
 * - null (the bundler's own chunking) for code one page loads and nothing else, which stays in that
 *   page's chunk, and for what only lazy parts and the admin area load.
 * Code one page shares only with a lazy part or the admin area joins that page's kit instead of being
 * a request of its own.
 */
export function sharedPageChunks(): CodeSplittingGroup {
  const memo = new Map<string, Users>();
  const bundled = new Set<string>();
  return {
    // A kit's imports are in kits that at least the same pages load (or in the entry), never the other
    // way, so kits import each other without cycles and nothing needs pulling in beside a module.
    includeDependenciesRecursively: false,
    // The bundler asks about every module it is placing before it asks for any name.
    test(id) {
      bundled.add(id);
      return true;
    },
    name(id, ctx) {
      if (PUBLIC_PAGE.test(id)) return null;
      const { pages, elsewhere } = usersOf(id, ctx, bundled, memo);
      if (pages.size === 0 || (pages.size === 1 && !elsewhere)) return null;
      const budgeted = usedBy(pages, BUDGETED);
      if (budgeted.length === BUDGETED.length) return 'page-kit';
      if (budgeted.length > 0) return budgeted.join() === 'review' ? 'kit-home-review' : `kit-${budgeted.join('-')}`;
      const landing = usedBy(pages, LANDING);
      return landing.length > 0 ? `kit-${landing.join('-')}` : 'kit-pages';
    },
  };
}
