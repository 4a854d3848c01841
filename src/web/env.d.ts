/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional: the shared gallery of visual references for creators (opens in a new tab). */
  readonly VITE_REFERENCIAS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
