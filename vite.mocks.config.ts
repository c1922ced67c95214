import { defineConfig } from 'vite'

/**
 * The standalone mock server (scripts/mock-server.ts) as one Node bundle in dist/mock-server/: the
 * mocks use Vite features (import.meta.glob) that plain Node does not read. `npm run build` makes it.
 */
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('mock-server') },
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'scripts/mock-server.ts',
    outDir: 'dist/mock-server',
    emptyOutDir: true,
    target: 'node24',
    rollupOptions: { output: { entryFileNames: 'mock-server.js' } },
  },
  ssr: { noExternal: true, external: ['sharp'] },
})
