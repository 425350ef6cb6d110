/** The loader's script, `staykit-embed.js`, bundled and minified. */
export function bundleEmbedScript(): Promise<string>;
