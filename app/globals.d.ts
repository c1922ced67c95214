/** Set by vite.config.ts `define`: the id of the build this code belongs to. */
declare const __BUILD_ID__: string

/** The island loader, bundled and minified to one inline script (app/islands/loader/vite-plugin.ts). */
declare module 'virtual:island-loader' {
  const islandLoaderSource: string
  export default islandLoaderSource
}
