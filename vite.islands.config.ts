import viteReact from '@vitejs/plugin-react'
import { mkdirSync, renameSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import { staticClassNames } from './styles/static-class-names.ts'
import { iconsFromSprite } from './ui/icons/vite-plugin.ts'

/**
 * The islands of document pages (docs/decisions/021-documents-and-islands.md) as their own build:
 * one entry (app/islands/islands.entry.ts) mapping each island to a chunk, React in one shared chunk,
 * no router and no Start client. Written beside the app's hashed assets (immutable), with a manifest
 * the server reads to name the entry. `npm run build` runs it after the app's build.
 */

/**
 * Islands reach the server only through `#shared/api/client.ts`: an island that imports a server
 * function or server-only module fails the build rather than ship server code.
 */
function noServerCode(): Plugin {
  return {
    name: 'pdfrest:islands-no-server-code',
    enforce: 'pre',
    resolveId(source) {
      if (/\.functions\.ts$/.test(source) || /\.server\.[jt]sx?$/.test(source))
        this.error(`An island imports ${source}: islands call the server through #shared/api/client.ts`)
      return null
    },
  }
}

const outDir = 'dist/client/assets/islands'
const manifestName = 'islands-manifest.json'

/** The manifest is for the server only: moved out of the public files once written. */
function manifestOutOfPublicFiles(): Plugin {
  return {
    name: 'pdfrest:islands-manifest',
    apply: 'build',
    closeBundle() {
      mkdirSync('dist', { recursive: true })
      renameSync(`${outDir}/${manifestName}`, `dist/${manifestName}`)
    },
  }
}

export default defineConfig({
  // Islands never check for a new build themselves (the app's pages do); the constant must exist.
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'islands') },
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  publicDir: false,
  base: '/assets/islands/',
  plugins: [noServerCode(), iconsFromSprite(), staticClassNames(), viteReact(), manifestOutOfPublicFiles()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: '',
    // Read once by the server (server-functions/http/island-entry.server.ts).
    manifest: manifestName,
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      input: 'app/islands/islands.entry.ts',
      // The loader calls the entry's `mountIsland` export.
      preserveEntrySignatures: 'exports-only',
    },
  },
})
