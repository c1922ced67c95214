import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { islandLoader } from './app/islands/loader/vite-plugin.ts'
import { blockFolders } from './blocks/codegen/vite-plugin.ts'
import { staticClassNames } from './styles/static-class-names.ts'
import { iconsFromSprite } from './ui/icons/vite-plugin.ts'

// One id per build, shared by the server (which reports it) and the client (which compares it).
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  build: { sourcemap: process.env.SOURCEMAP === '1' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Everything the app's entry imports statically is one chunk: split by what lazy chunks
          // share, it was ~30 files of a few hundred bytes, each a round trip before a phone can
          // hydrate an app page (decision 058). Routes and dialogs stay split as before.
          output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
        },
      },
    },
  },
  plugins: [
    // Class names resolved at build time, as in the islands: Panda's runtime hashing every style
    // object while a page hydrates was a tenth of /account/'s script time on a slow phone.
    staticClassNames(),
    iconsFromSprite(),
    blockFolders(),
    islandLoader(),
    tanstackStart({
      srcDirectory: 'app',
      router: { routesDirectory: 'routes' },
      importProtection: {
        behavior: 'error',
        include: [
          'app/**',
          'blocks/**',
          'domain/**',
          'shared/**',
          'ui/**',
          'server-functions/**',
          'mocks/**',
          'styles/**',
        ],
        client: {
          // Mocks, everything named *.server.* and server-functions/ run only in the server process;
          // the browser gets a server function (*.functions.ts) as a call, and shared/ as it is.
          files: ['**/*.server.*', '**/mocks/**', '**/server-functions/**'],
          excludeFiles: ['**/node_modules/**', '**/*.functions.ts'],
          specifiers: ['msw', 'msw/node', 'jose', 'node:*'],
        },
      },
    }),
    viteReact(),
  ],
})
