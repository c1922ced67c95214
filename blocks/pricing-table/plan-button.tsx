import type { PlanCardAction } from '#domain/plans/plan-card-action.ts'
import { type PlanButtonLook, planButtonLook, planButtonLooks } from './plan-button-look.ts'
import { planButtonClass } from './plan-button-styles.ts'

type PlanTarget = Extract<PlanCardAction, { kind: 'change' }>['target']

/** The one drawing of a plan button's element, for each look. */
function PlanButtonElement({
  look,
  label,
  onClick,
  template,
}: {
  look: PlanButtonLook
  label?: string
  onClick?: () => void
  template?: boolean
}) {
  const marker = template ? { 'data-look': look } : {}
  switch (look) {
    case 'upgrade':
    case 'change':
      return (
        <button type="button" className={planButtonClass[look]} onClick={onClick} {...marker}>
          {label}
        </button>
      )
    case 'contact':
      return (
        <a href="/support/" className={planButtonClass.contact} {...marker}>
          {label}
        </a>
      )
    case 'note':
      return (
        <p className={planButtonClass.note} {...marker}>
          {label}
        </p>
      )
  }
}

/** A pricing card's action for a signed-in customer (domain/plans/plan-card-action.ts decides it). */
export function PlanButton({
  action,
  onChange,
}: {
  action: PlanCardAction
  onChange: (target: PlanTarget) => void
}) {
  return (
    <PlanButtonElement
      look={planButtonLook(action)}
      label={action.label}
      onClick={action.kind === 'change' ? () => onChange(action.target) : undefined}
    />
  )
}

/**
 * The same elements, empty and hidden, on a document's cached pricing table: its plain-DOM island
 * (plan-buttons.ts) clones them for a signed-in visitor, so it needs no React and no styling runtime.
 */
export function PlanButtonTemplates() {
  return (
    <div hidden data-plan-templates="">
      {planButtonLooks.map((look) => (
        <PlanButtonElement key={look} look={look} template />
      ))}
    </div>
  )
}
