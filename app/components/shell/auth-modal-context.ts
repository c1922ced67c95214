import type { AuthFlash, AuthModal, AuthModalView } from '#shared/api/auth-modal.schema.ts'

// The request middleware (app/start.ts) puts the modal it already parsed with its schema into the
// request's context, which Start types as unknown. Reading it back checks its shape here instead of
// with the schema itself, so that no zod schema is built by the shell every page loads (decision 017).

const views: readonly AuthModalView[] = ['sign-in', 'recovery', 'sign-up']

/** Whether a value is one of the modal's views (read back without building the schema). */
export const isAuthModalView = (value: unknown): value is AuthModalView =>
  views.some((view) => view === value)

/** The dialog that shows a view: recovery is a view of the sign-in dialog. */
export const authDialogOf = (view: AuthModalView): 'sign-in' | 'sign-up' =>
  view === 'sign-up' ? 'sign-up' : 'sign-in'

/** Whether a value has the shape of a form post's answer (read back without building the schema). */
export function isAuthFlash(value: unknown): value is AuthFlash {
  if (typeof value !== 'object' || value === null) return false
  const form: unknown = Reflect.get(value, 'form')
  const field: unknown = Reflect.get(value, 'field')
  return (
    (form === 'sign-in' || form === 'recovery') &&
    typeof Reflect.get(value, 'ok') === 'boolean' &&
    typeof Reflect.get(value, 'message') === 'string' &&
    typeof Reflect.get(value, 'email') === 'string' &&
    (field === undefined || field === 'email' || field === 'password')
  )
}

function isAuthModal(value: unknown): value is AuthModal {
  if (typeof value !== 'object' || value === null) return false
  const flash: unknown = Reflect.get(value, 'flash')
  return (
    isAuthModalView(Reflect.get(value, 'view')) &&
    typeof Reflect.get(value, 'returnTo') === 'string' &&
    (flash === undefined || isAuthFlash(flash))
  )
}

/** The modal this request's page renders open (`?auth=…`), if any. */
export function requestAuthModal(context: unknown): AuthModal | undefined {
  if (typeof context !== 'object' || context === null) return undefined
  const modal: unknown = Reflect.get(context, 'authModal')
  return isAuthModal(modal) ? modal : undefined
}
