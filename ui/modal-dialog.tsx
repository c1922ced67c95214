import {
  type ComponentProps,
  createContext,
  type ReactNode,
  use,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

type ModalParts = {
  titleId: string
  descriptionId: string
  describe: (shown: boolean) => void
  close: () => void
}

const ModalContext = createContext<ModalParts | null>(null)

function useModal(): ModalParts {
  const parts = use(ModalContext)
  if (!parts) throw new Error('A modal part needs a ModalDialog around it')
  return parts
}

const backdrop = css({ _backdrop: { bg: 'black/60' } })

// Open in the server's HTML (`<dialog open>`, a page whose address opened it) until the island shows
// it as a modal: without JavaScript it stays this way, so it stands over the page as the modal would.
const openInHtml = css({
  '&[open]:not(:modal)': {
    position: 'fixed',
    inset: '0',
    zIndex: 'modal',
    boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.6)',
  },
})

/**
 * Where the box sits: centred, a drawer along the end edge at the screen's full height, or the whole
 * screen. The top layer's own box is capped a little short of the screen, so the last two lift the cap.
 */
const placements = {
  center: css({ m: 'auto' }),
  end: css({ m: '0', ml: 'auto', h: '100dvh', maxW: 'none', maxH: 'none' }),
  full: css({ m: '0', w: '100vw', h: '100dvh', maxW: 'none', maxH: 'none' }),
}

/** Where a modal's box sits (see `placements`). */
export type ModalPlacement = keyof typeof placements

/**
 * A modal on the browser's own `<dialog>`: `showModal()` puts it in the top layer and makes the rest
 * of the page inert, Escape asks to close, and closing returns the focus to where it was. Its content
 * mounts on opening and unmounts on closing. A press on the dimmed backdrop closes it too, and the page
 * behind does not scroll while it is open. No dialog library: this is on the sign-in path of document
 * pages, where every kilobyte of script is paid on the first click. The site's one dialog system
 * (decision 094): a caller that must not close yet (a request under way) ignores `onClose`, and the
 * modal stays open even when the browser forces a close on a repeated Escape.
 */
export function ModalDialog({
  open,
  onClose,
  className,
  children,
  returnFocus,
  placement = 'center',
  id,
  inPlace,
}: {
  open: boolean
  onClose: () => void
  className: string
  children: ReactNode
  /** Places the focus on closing when the element that had it before opening is gone. */
  returnFocus?: () => void
  placement?: ModalPlacement
  /** Starts its title's and description's ids, where useId's would differ (the server's tree and an island's root). */
  id?: string
  /**
   * Rendered where it stands instead of through a portal, so that the server can render it and an
   * island hydrate that same DOM: `openInHtml` is the server's `<dialog open>`, `attributes` what the
   * server's HTML marks it with (the island loader reads them).
   */
  inPlace?: { openInHtml?: boolean; attributes?: Record<`data-${string}`, string> }
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const generatedTitleId = useId()
  const generatedDescriptionId = useId()
  const titleId = id ? `${id}-title` : generatedTitleId
  const descriptionId = id ? `${id}-description` : generatedDescriptionId
  const [described, describe] = useState(false)
  // Counts the browser's own closes, so a close the caller refused renders again and reopens.
  const [forcedCloses, forcedClose] = useReducer((count: number) => count + 1, 0)
  const returnFocusRef = useRef(returnFocus)
  useLayoutEffect(() => {
    returnFocusRef.current = returnFocus
  })

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement
    showAsModal(dialog)
    const { body } = document
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    // The scrollbar goes with the page's scrolling; its width becomes padding so nothing moves.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      body.style.overflow = before.overflow
      body.style.paddingRight = before.paddingRight
      if (dialog.open) dialog.close()
      // The browser gives the focus back to the opener; when the opener went while the modal was open,
      // the focus would fall to the top of the document.
      if (!opener?.isConnected || opener.getClientRects().length === 0) returnFocusRef.current?.()
    }
  }, [open])

  useLayoutEffect(() => {
    const dialog = ref.current
    if (open && dialog && !dialog.open) dialog.showModal()
  }, [open, forcedCloses])

  const element = (
    <dialog
      ref={ref}
      {...inPlace?.attributes}
      open={inPlace?.openInHtml ? true : undefined}
      // The server's `open` and marks differ from the island's first render by design: the modal is
      // shown by showModal(), and the marks were for the loader.
      suppressHydrationWarning={inPlace !== undefined}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      className={`${backdrop} ${placements[placement]} ${inPlace ? `${openInHtml} ` : ''}${className}`}
      // Escape: the open state is the caller's, so it decides; the browser closes by itself only
      // when it will not let a page keep a dialog open (repeated Escape), and `close` follows that.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        if (!open) return
        onClose()
        forcedClose()
      }}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        const box = event.currentTarget.getBoundingClientRect()
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        if (inside) return
        // Not the press's own focus change: the focus goes back to where it was before opening.
        event.preventDefault()
        onClose()
      }}
    >
      <ModalContext value={{ titleId, descriptionId, describe, close: onClose }}>
        {open ? children : null}
      </ModalContext>
    </dialog>
  )
  return inPlace ? element : createPortal(element, document.body)
}

/**
 * Shows the dialog as a modal. A dialog already open as a modal (the island loader showed the
 * server's) stays as it is; one open in the page's HTML loses its `open` first, which showModal()
 * refuses (close() would also send a `close` event, which would close the modal again).
 */
function showAsModal(dialog: HTMLDialogElement) {
  if (dialog.open && dialog.matches(':modal')) return
  dialog.removeAttribute('open')
  dialog.showModal()
}

/** The modal's title, which names it. */
export function ModalTitle(props: Omit<ComponentProps<'h2'>, 'id'>) {
  return <h2 {...props} id={useModal().titleId} />
}

/** The modal's description, which assistive technology reads after its name. */
export function ModalDescription(props: Omit<ComponentProps<'p'>, 'id'>) {
  const { descriptionId, describe } = useModal()
  useLayoutEffect(() => {
    describe(true)
    return () => describe(false)
  }, [describe])
  return <p {...props} id={descriptionId} />
}

/** The modal's close button; `label` names it where "Close" alone would not say what closes. */
export function ModalCloseButton({ children, label = 'Close' }: { children: ReactNode; label?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={button({ variant: 'ghost', size: 'sm' })}
      onClick={useModal().close}
    >
      {children}
    </button>
  )
}
