/// <reference types="astro/client" />

/** A script's text, minified, for a layout to inline (scripts/lib/inline-scripts.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}

interface ImportMetaEnv {
  readonly PUBLIC_API_BASE?: string;
  readonly PUBLIC_ID_CIPHER_KEY?: string;
}
