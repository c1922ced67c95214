import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { standaloneIcon } from '#ui/icons/standalone-icon.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { featureIcons } from '../feature-grid/feature-icons.ts'
import { planCatalogue } from '#domain/plans/plan-catalogue.ts'

/**
 * What the admin's own inputs offer (cms/src/admin/editor-inputs.json, written by
 * `npm run cms:components`): every feature icon with its name and the picture the site draws, and
 * every API tool of the catalogue by name. The admin cannot import the site's code, so it reads this.
 */
export type EditorInputOptions = {
  featureIcons: { value: string; label: string; svg: string }[]
  /** `value` is the endpoint the block stores; `matches` are the other names a stored value may use. */
  apiTools: { value: string; label: string; matches: string[] }[]
  /** The billing plans in catalogue order, with the monthly price each charges. */
  plans: { value: string; monthly: number }[]
}

export function editorInputOptions(): EditorInputOptions {
  return {
    featureIcons: Object.entries(featureIcons).map(([value, { icon, label }]) => ({
      value,
      label,
      svg: standaloneIcon(renderToStaticMarkup(createElement(icon, { size: 28, 'aria-hidden': true }))),
    })),
    apiTools: labTools
      .map((tool) => ({
        value: tool.id,
        label: tool.name,
        matches: [tool.cmsSlug, ...(tool.alsoServes ?? [])],
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    plans: Object.values(planCatalogue).map((plan) => ({ value: plan.name, monthly: plan.price })),
  }
}
