/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id (G-XXXXXXX). Analytics stays local-only when unset. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
