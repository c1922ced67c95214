import { type PlanName, planNames } from '#domain/plans/plan-rules.ts'
import { SIGNED_IN_HINT_COOKIE } from './cookie-names.ts'

/**
 * The hint cookie's value: the plan's name, or `1` for a customer without one. Not a secret and not
 * a credential: the server never reads it to decide anything (the session cookie does), and a wrong
 * hint only changes what shows until the header's island has asked the server (then it is corrected
 * or dropped, ui/signed-in-store.ts).
 */
export const signedInHintValue = (plan: PlanName | null): string => plan ?? '1'

/**
 * Runs in <head> before first paint, beside the colour mode: a visitor the hint says is signed in gets
 * `data-signed-in` (and `data-user-plan`, for a plan name) on <html>, so the cached anonymous HTML
 * paints the signed-in state at once: every offer meant for signed-out visitors is hidden by CSS
 * (ui/signed-in-state.ts), never shown and never clickable.
 */
export const signedInHintScript = `(function(){var m=document.cookie.match(/(?:^|; )${SIGNED_IN_HINT_COOKIE}=([^;]+)/);if(!m)return;var d=document.documentElement;d.setAttribute('data-signed-in','true');if(${JSON.stringify(planNames)}.indexOf(m[1])>=0)d.setAttribute('data-user-plan',m[1])})()`
