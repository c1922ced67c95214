import { type ComponentType, useEffect, useState } from 'react'
import type { BotCheckConfig } from '~/components/forms/bot-check.ts'
import { type AuthDialog as AuthDialogKind, useAuth } from './auth-context.ts'

type AuthDialogProps = { botCheck: BotCheckConfig; providers: string[] }
type OpenDialog = Exclude<AuthDialogKind, null>

let loaded: ComponentType<AuthDialogProps> | undefined

/**
 * The modal's code, the dialog and the panel it opens on, fetched in one round when it is first asked
 * for. A document's auth island fetches it ahead while a frame stands in for the modal
 * (auth.island.tsx), so that the modal then renders at once, in the commit that removes the frame.
 */
export async function loadAuthDialog(view: OpenDialog): Promise<ComponentType<AuthDialogProps>> {
  const [dialog] = await Promise.all([
    import('./auth-dialog.tsx'),
    view === 'sign-up' ? import('./sign-up-panel.tsx') : import('./sign-in-panel.tsx'),
  ])
  await dialog.loadPanel(view)
  loaded = dialog.AuthDialog
  return loaded
}

/** The sign-in and sign-up modal loads (dialog and all) when first asked for, then stays mounted. */
export function AuthDialogSlot(props: AuthDialogProps) {
  const { dialog } = useAuth()
  const [asked, setAsked] = useState<OpenDialog | null>(null)
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
  // Fetched ahead (a document's frame): shown in the very render that opens it.
  const Shown = asked === null ? undefined : (Dialog ?? loaded)
  return Shown ? <Shown {...props} /> : null
}
