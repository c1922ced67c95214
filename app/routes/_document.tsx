import { createFileRoute } from '@tanstack/react-router'

/**
 * The documents: every page whose file is under app/routes/_document/ is server-rendered HTML with
 * islands, no client router and no whole-page hydration (app/components/shell/document-mode.tsx).
 * The app reaches one by a full page load. A pathless layout: it adds nothing to the address or the page.
 */
export const Route = createFileRoute('/_document')({})
