/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API (default: same origin). */
  readonly VITE_API_URL?: string;
  /** Value of the `x-api-key` header (default: the server's development key). */
  readonly VITE_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
