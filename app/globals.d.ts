/** Set by vite.config.ts `define`: the id of the build this code belongs to. */
declare const __BUILD_ID__: string
