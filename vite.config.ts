import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { islandLoader } from './app/islands/loader/vite-plugin.ts'
import { blockFolders } from './blocks/codegen/vite-plugin.ts'
import { serverFnId } from './server-functions/http/server-fn-id.ts'

// One id per build, shared by the server (which reports it) and the client (which compares it).
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  build: { sourcemap: process.env.SOURCEMAP === '1' },
  plugins: [
    blockFolders(),
    islandLoader(),
    tanstackStart({
      srcDirectory: 'app',
      // The framework's own scheme, stated here so the server can recognise the API lab's upload.
      serverFns: { generateFunctionId: serverFnId },
      router: { routesDirectory: 'routes' },
      importProtection: {
        behavior: 'error',
        include: [
          'app/**',
          'blocks/**',
          'domain/**',
          'ui/**',
          'server-functions/**',
          'mocks/**',
          'styles/**',
        ],
        client: {
          // Mocks and everything named *.server.* run only in the server process.
          files: ['**/*.server.*', '**/mocks/**'],
          specifiers: ['msw', 'msw/node', 'jose', 'node:*'],
        },
      },
    }),
    viteReact(),
  ],
})
