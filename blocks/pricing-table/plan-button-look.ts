import type { PlanCardAction } from '#domain/plans/plan-card-action.ts'

export const planButtonLooks = ['upgrade', 'change', 'contact', 'note'] as const
export type PlanButtonLook = (typeof planButtonLooks)[number]

/** Which element a plan button is: a solid or outline button, the support link, or a note. */
export function planButtonLook(action: PlanCardAction): PlanButtonLook {
  switch (action.kind) {
    case 'change':
      return action.upgrade ? 'upgrade' : 'change'
    case 'contact':
      return 'contact'
    case 'current':
    case 'pending':
      return 'note'
  }
}
