interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The files a page module needs beyond what the entry already loads: its chunk and every chunk it
 * imports, so the browser fetches them in parallel with the entry instead of after it.
 */
export function pageChunkFiles(manifest: ViteManifest, pages: readonly string[], entry = 'index.html'): string[] {
  const entryFiles = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  walk(entry, entryFiles);
  const files = new Set<string>();
  for (const page of pages) walk(page, files);
  return [...files].filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
}
