interface ImportMetaEnv {
  /** Backend origin, e.g. https://flowers.example.com; empty means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
