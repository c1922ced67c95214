/**
 * The last client-safe file in server-functions/: the lab run's server-function name, which goes when
 * the lab's run is an /api/ action like the others. Until then the browser build
 * may load them (vite.config.ts) and server-functions/server-only.test.ts lets them be. The list
 * only shrinks; empty, it goes.
 */
export const movingToSharedApi = ['server-functions/pdf-api/lab-upload-fn.ts']
