import { defineConfig } from 'vite'

/**
 * The standalone mock server (scripts/mock-server.ts) and the PDF API mock alone
 * (scripts/pdf-api-mock-server.ts, the integration test server) as Node bundles in dist/mock-server/:
 * the mocks use Vite features (import.meta.glob) that plain Node does not read. `npm run build` makes them.
 */
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('mock-server') },
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/mock-server',
    emptyOutDir: true,
    target: 'node24',
    rollupOptions: {
      input: { 'mock-server': 'scripts/mock-server.ts', 'pdf-api-mock': 'scripts/pdf-api-mock-server.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
  ssr: { noExternal: true, external: ['sharp'] },
})
