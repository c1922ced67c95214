/**
 * What the server gives the island loader (app/islands/loader/island-loader.ts) in its inline
 * script (app/components/shell/island-loader-script.ts): the islands' entry module and each
 * island's chunks.
 */
export type LoaderConfig = { entry: string; preloads: Record<string, string[]> }
