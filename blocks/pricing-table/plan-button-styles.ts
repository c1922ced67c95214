import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { PlanButtonLook } from './plan-button-look.ts'

const wide = css({ w: 'full' })

/** The looks of a pricing card's signed-in action (plan-button.tsx). */
export const planButtonClass: Record<PlanButtonLook, string> = {
  upgrade: `${button({ variant: 'solid' })} ${wide}`,
  change: `${button({ variant: 'outline' })} ${wide}`,
  contact: `${button({ variant: 'outline' })} ${wide}`,
  note: css({ textAlign: 'center', fontWeight: 'semibold', py: '2' }),
}
