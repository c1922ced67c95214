import '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Forces the page's colour mode whatever the visitor prefers. */
    colorMode?: 'light' | 'dark'
    /**
     * A marketing page: server-rendered HTML with islands, no client router and no whole-page
     * hydration (app/components/shell/document-mode.tsx).
     */
    document?: boolean
  }
}
