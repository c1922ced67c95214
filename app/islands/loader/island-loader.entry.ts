import { type LoaderConfig, startIslandLoader } from './island-loader.ts'

/** Replaced, in the built string, by each page's configuration (island-loader-script.ts). */
declare const ISLAND_LOADER_CONFIG: LoaderConfig

startIslandLoader(ISLAND_LOADER_CONFIG)
