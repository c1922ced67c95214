import type { LoaderConfig } from '~/components/islands/loader-config.ts'
import { startIslandLoader } from './island-loader.ts'

/** Replaced, in the built string, by each page's configuration (app/components/shell/island-loader-script.ts). */
declare const ISLAND_LOADER_CONFIG: LoaderConfig

startIslandLoader(ISLAND_LOADER_CONFIG)
