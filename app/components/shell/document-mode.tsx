import { Asset, useLocation, useMatches, useRouter, useTags } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { isDocumentPage } from './document-page.ts'
import { SpeculationRules } from './speculation-rules.tsx'
import { islandLoaderScript, reactRefreshPreamble } from './island-loader-script.ts'
import { ISLAND_FAILED_ID, pendingFrameTemplateId } from '~/components/islands/pending-frame-id.ts'
import type { AuthModal, AuthModalView } from '#shared/api/auth-modal.schema.ts'
import { requestAuthModal } from './auth-modal-context.ts'
import { servedAuthModal } from './served-auth-modal-slot.ts'
import { authLinks } from '~/components/auth/auth-links.ts'

/**
 * Document mode: the routes under app/routes/_document/ (the marketing pages) render on the server as
 * ever but ship no client router and no whole-page hydration, only islands. This is the public-API
 * stand-in for the router's proposed per-route `hydrate: false` option: swapping to it means setting
 * the option on the layout route and deleting the components below.
 */
export function useIsDocument(): boolean {
  const matches = useMatches()
  // A document is never hydrated and the app reaches one by a full page load (the root route's
  // beforeLoad), so whatever runs in the browser is an app page.
  return import.meta.env.SSR && isDocumentPage(matches)
}

/**
 * The route-managed head of a document page, without the modulepreload links of the app's chunks.
 * Only its scripts carry the nonce: the policy asks it of nothing else, and each nonce in a cached
 * page is a break in its compressed stream (page-cache.server.ts), 17 of them for meta and link tags.
 */
export function DocumentHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return tags
    .filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'))
    .map((tag) => {
      const script = tag.tag === 'script'
      const attrs = script ? tag.attrs : { ...tag.attrs, nonce: undefined }
      return (
        <Asset
          {...tag}
          attrs={attrs}
          key={`tsr-meta-${JSON.stringify(tag)}`}
          nonce={script ? nonce : undefined}
        />
      )
    })
}

/** The islands' URLs the request middleware put in this request's context (app/start.ts). */
function islandAssets(): { entry: string; preloads: Record<string, string[]> } | undefined {
  try {
    const context: unknown = getGlobalStartContext()
    const islands: unknown =
      typeof context === 'object' && context !== null ? Reflect.get(context, 'islands') : undefined
    if (typeof islands !== 'object' || islands === null) return undefined
    const entry: unknown = Reflect.get(islands, 'entry')
    const preloads: unknown = Reflect.get(islands, 'preloads')
    if (typeof entry !== 'string' || typeof preloads !== 'object' || preloads === null) return undefined
    const lists = Object.entries(preloads).filter(
      (pair): pair is [string, string[]] =>
        Array.isArray(pair[1]) && pair[1].every((url: unknown) => typeof url === 'string'),
    )
    return { entry, preloads: Object.fromEntries(lists) }
  } catch {
    return undefined
  }
}

/** The modal this request's address opens (`?auth=…`), which the request middleware read (app/start.ts). */
function authModal(): AuthModal | undefined {
  try {
    return requestAuthModal(getGlobalStartContext())
  } catch {
    return undefined
  }
}

/** The modals a click on a document opens before their island is live (recovery opens from sign-in). */
const FRAMED_VIEWS: AuthModalView[] = ['sign-in', 'sign-up']

const pendingStyles = {
  failed: css({
    position: 'fixed',
    insetInline: '4',
    bottom: '4',
    zIndex: 'modal',
    maxW: 'md',
    p: '4',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.subtle',
    color: 'fg.default',
    boxShadow: 'lg',
    display: 'grid',
    gap: '3',
    '&[hidden]': { display: 'none' },
  }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
}

/**
 * In place of <Scripts/>: the inline island loader (imports the islands' entry on first intent), the
 * modal it shows at once when a click opens one whose code is on its way (the island's own, which the
 * island hydrates), and the Speculation Rules that fetch the next document while the pointer rests on
 * its link.
 */
function ServerIslandLoader({ providers }: { providers: string[] }) {
  const nonce = useRouter().options.ssr?.nonce
  const { pathname, searchStr } = useLocation()
  const islands = islandAssets()
  if (!islands) return null
  const open = authModal()
  const page = { pathname, search: searchStr, providers }
  const renderModal = servedAuthModal()
  return (
    <>
      {/* Each modal out of the page until a click shows it (a template's fields are in no one's way:
          not in the accessibility tree, not found by their label); the loader shows it in the auth
          island's element below, where the island hydrates it. */}
      {open || !renderModal
        ? null
        : FRAMED_VIEWS.map((view) => (
            <template key={view} id={pendingFrameTemplateId(view)}>
              {renderModal({
                view,
                returnTo: authLinks(pathname, searchStr).close,
                shownBy: 'loader',
                ...page,
              })}
            </template>
          ))}
      {/* Shown by the loader when an island's code fails again after its one reload. */}
      <div id={ISLAND_FAILED_ID} role="alert" hidden className={pendingStyles.failed}>
        <p>
          This part of the page could not be loaded. The site may have just been updated: reload the page to
          continue.
        </p>
        <div className={pendingStyles.actions}>
          <button type="button" data-reload="" className={button({ size: 'sm' })}>
            Reload the page
          </button>
          <button type="button" data-dismiss="" className={button({ variant: 'ghost', size: 'sm' })}>
            Dismiss
          </button>
        </div>
      </div>
      {/* The sign-in and sign-up modals' island (app/islands/auth.island.tsx): the header's buttons
          and the blocks' sign-up buttons name it with `data-island-trigger`. It holds the modal the
          address asks for, open, with or without JavaScript. */}
      <div data-island="auth" style={{ display: 'contents' }}>
        {open && renderModal
          ? renderModal({
              view: open.view,
              returnTo: open.returnTo,
              flash: open.flash,
              shownBy: 'server',
              ...page,
            })
          : null}
      </div>
      {import.meta.env.DEV ? (
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: reactRefreshPreamble }} />
      ) : null}
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: islandLoaderScript(islands.entry, islands.preloads) }}
      />
      <SpeculationRules nonce={nonce} />
    </>
  )
}

/** Rendered by the server only (documents are never hydrated): the app's bundle carries none of it. */
export const IslandLoader = import.meta.env.SSR ? ServerIslandLoader : () => null
