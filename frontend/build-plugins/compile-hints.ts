import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled on the background thread that streams it in. Without it V8 compiles each function
 * on the page's main thread the first time it is called, which on a first visit is while the page
 * hydrates: React, the router, MUI and the app's components, one by one, between the page's tasks.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface SourceMapLike {
  mappings: string;
}

/** One more generated line at the top: every mapping moves down a line (`;` ends a line in a source map). */
function shiftOneLine(map: SourceMapLike): void {
  map.mappings = `;${map.mappings}`;
}

/**
 * Puts the compile hint on the entry script only: every page runs most of it as it loads and
 * hydrates (React DOM, the router, the theme, the layout). The lazy chunks (the admin, the map, a
 * search panel) are left to compile as they are used; many of their functions never are.
 */
export function compileHints(): Plugin {
  return {
    name: 'ddu-compile-hints',
    apply: 'build',
    // After Vite's own: it puts the lazy chunks' preload list (`__vite__mapDeps`) above the code.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) shiftOneLine(output.map);
          // By now Vite has made the map an asset of its own (the file it writes): that one too.
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as SourceMapLike;
            shiftOneLine(map);
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
