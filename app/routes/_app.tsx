import { createFileRoute } from '@tanstack/react-router'

/**
 * The app routes (docs/product.md#app-routes): every page whose file is under app/routes/_app/ is one
 * single-page app on the client router, hydrated, and personal. A pathless layout: it adds nothing
 * to the address or the page.
 */
export const Route = createFileRoute('/_app')({})
