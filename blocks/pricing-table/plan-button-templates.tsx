import { planButtonClass } from './plan-button-styles.ts'

/**
 * Empty, hidden prototypes of the signed-in actions: a document page's script clones them, so it
 * needs neither the styling runtime nor class names of its own.
 */
export function PlanButtonTemplates() {
  return (
    <div hidden data-plan-templates="">
      <button type="button" data-kind="upgrade" className={planButtonClass.upgrade} />
      <button type="button" data-kind="change" className={planButtonClass.change} />
      <a data-kind="contact" href="/support/" className={planButtonClass.change} />
      <p data-kind="note" className={planButtonClass.note} />
    </div>
  )
}
