import { type PlanCardAction, planCardAction, planChangeHref } from '#domain/plans/plan-card-action.ts'
import { type BillingCycle, isBillingCycle, planNames } from '#domain/plans/plan-rules.ts'
import { planStateRead } from '#shared/api/actions/plan-state.ts'
import { readApi } from '#shared/api/client.ts'
import type { PlanStateResponse } from '#shared/api/plan-state.schema.ts'
import { planButtonLook } from './plan-button-look.ts'
import { isSignedIn, onSignedInChange } from '#ui/signed-in-store.ts'

type PlanStateReader = () => Promise<PlanStateResponse['state'] | undefined>

/** The caller's plan, or undefined when it could not be read (the cards then stay as they are). */
export const readPlanStateFromApi: PlanStateReader = async () => {
  try {
    return (await readApi(planStateRead)).state
  } catch {
    return undefined
  }
}

/**
 * The signed-in actions on a cached, anonymous pricing table of a document page: when the page's
 * page's record says someone is signed in (ui/signed-in-store.ts: the hint at first, then the
 * server's word), it asks `/api/plan-state/` for the plan and fills PlanButton's templates
 * (plan-button.tsx) as the account page's cards draw them, for the cycle the CSS switch shows. A plan change opens the account page's dialog.
 * Returns the cleanup.
 */
export function enhancePlanButtons(table: HTMLElement, readState: PlanStateReader = readPlanStateFromApi) {
  const slots = [...table.querySelectorAll<HTMLElement>('[data-plan-slot]')]
  const anonymous = new Map(slots.map((slot) => [slot, [...slot.childNodes]]))
  const templates = table.querySelector<HTMLElement>('[data-plan-templates]')
  let state: PlanStateResponse['state'] | undefined
  let asked = 0

  const cycle = (): BillingCycle => {
    const value = table.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? ''
    return isBillingCycle(value) ? value : 'Monthly'
  }

  const draw = () => {
    for (const slot of slots) {
      const plan = planNames.find((name) => name === slot.dataset.planSlot)
      const card = slot.closest<HTMLElement>('[data-plan-card]')
      if (state === undefined || !plan || !templates) {
        slot.replaceChildren(...(anonymous.get(slot) ?? []))
        card?.removeAttribute('data-current')
        continue
      }
      const action = planCardAction(state, plan, cycle())
      slot.replaceChildren(actionElement(templates, action))
      card?.toggleAttribute('data-current', action.kind === 'current')
    }
  }

  const refresh = async (signedIn: boolean) => {
    const ask = ++asked
    const next = signedIn ? await readState() : undefined
    // A later sign-in or sign-out wins over an answer still on its way.
    if (ask !== asked) return
    state = next
    draw()
  }

  const onChange = (event: Event) => {
    if (state !== undefined && event.target instanceof HTMLInputElement && event.target.type === 'radio')
      draw()
  }
  const unsubscribe = onSignedInChange((signedIn) => void refresh(signedIn))
  table.addEventListener('change', onChange)
  if (isSignedIn()) void refresh(true)
  return () => {
    unsubscribe()
    table.removeEventListener('change', onChange)
  }
}

function actionElement(templates: HTMLElement, action: PlanCardAction): Element {
  const look = planButtonLook(action)
  const element = templates.querySelector(`[data-look="${look}"]`)?.cloneNode(true)
  if (!(element instanceof HTMLElement)) throw new Error(`the pricing table lost its ${look} template`)
  element.removeAttribute('data-look')
  element.textContent = action.label
  if (action.kind === 'change') {
    const href = planChangeHref(action.target)
    element.addEventListener('click', () => window.location.assign(href))
  }
  return element
}
