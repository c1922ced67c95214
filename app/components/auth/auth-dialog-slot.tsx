import { type ComponentProps, type ComponentType, useEffect, useState } from 'react'
import { type AuthDialog as AuthDialogKind, useAuth } from './auth-context.ts'
import type { AuthDialog } from './auth-dialog.tsx'

type AuthDialogProps = ComponentProps<typeof AuthDialog>
type OpenDialog = Exclude<AuthDialogKind, null>

let loaded: ComponentType<AuthDialogProps> | undefined
const ready = new Set<OpenDialog>()

/**
 * The modal's code, the dialog and the panel it opens on, fetched in one round when it is first asked
 * for. A document's visitor root fetches it before it hydrates a modal the page shows (visitor-root.tsx).
 */
export async function loadAuthDialog(view: OpenDialog): Promise<ComponentType<AuthDialogProps>> {
  const [dialog] = await Promise.all([
    import('./auth-dialog.tsx'),
    view === 'sign-up' ? import('./sign-up-panel.tsx') : import('./sign-in-panel.tsx'),
  ])
  await dialog.loadPanel(view)
  loaded = dialog.AuthDialog
  ready.add(view)
  return loaded
}

/** Whether the dialog and this view's panel are here: the modal then renders in the very first render. */
export const authDialogReady = (view: OpenDialog): boolean => ready.has(view)

/**
 * The sign-in and sign-up modal loads (dialog and all) when first asked for, then stays mounted. On a
 * document it is rendered in place (`inPlace`), where the server rendered it (`served`).
 */
export function AuthDialogSlot(props: AuthDialogProps) {
  const { dialog } = useAuth()
  // Open from the start (a modal the page shows, fetched ahead): drawn in the first render, to hydrate it.
  const [asked, setAsked] = useState<OpenDialog | null>(dialog)
  if (dialog !== null && asked === null) setAsked(dialog)
  const [Dialog, setDialog] = useState<ComponentType<AuthDialogProps>>()
  useEffect(() => {
    if (asked === null || Dialog) return
    let current = true
    void loadAuthDialog(asked).then((component) => {
      if (current) setDialog(() => component)
    })
    return () => {
      current = false
    }
  }, [asked, Dialog])
  // Fetched ahead: shown in the very render that opens it.
  const Shown = asked === null ? undefined : (Dialog ?? loaded)
  return Shown ? <Shown {...props} /> : null
}
