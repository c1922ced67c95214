/**
 * Node flags of the production server, wherever it is started (`npm run serve`, the e2e suite, the
 * bench and the load test). A smaller young generation: under load V8 grew it to the 16 MB default per
 * semi-space and kept it, which left the server's RSS ~20% higher after a load test than before
 * (decision 016); at 8 MB the growth was ~4% with no loss of throughput.
 */
export const serverNodeFlags = ['--max-semi-space-size=8']

/** The command that starts the built server; package.json's `serve` script is this exact string. */
export const serveCommand = `node ${serverNodeFlags.join(' ')} scripts/serve.ts`
