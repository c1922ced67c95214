/**
 * What `@tanstack/react-start` is in the islands' build (vite.islands.config.ts). The shared auth
 * components wrap their server calls in `useServerFn`, which in the app turns a server redirect into
 * a router navigation; an island has no router, and its calls (the /api/ twins) never redirect.
 */
export function useServerFn<Fn>(serverFn: Fn): Fn {
  return serverFn
}
