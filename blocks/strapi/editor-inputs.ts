import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { standaloneIcon } from '#ui/icons/standalone-icon.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { featureIcons } from '../feature-grid/feature-icons.ts'
import { planCatalogue } from '#domain/plans/plan-catalogue.ts'
import { blockDefinitions } from '../registry.gen.ts'
import { blockFields } from './block-fields.ts'
import { editorComponents } from './strapi-components.ts'

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
  /**
   * Every choice's stored value with the words it is offered in. Strapi's choice box looks a value
   * up among the admin's translations, so a value has one label wherever it is offered.
   */
  choices: Record<string, string>
}

/** The labels of every block field's choices (`image` is "Image"); one value, one label. */
export function choiceLabels(): Record<string, string> {
  const labels = new Map<string, string>()
  for (const { uid, schema, editor } of blockDefinitions) {
    for (const [componentUid, { help }] of editorComponents(uid, blockFields(schema), editor)) {
      for (const [field, { choices = {} }] of Object.entries(help)) {
        for (const [value, label] of Object.entries(choices)) {
          const other = labels.get(value)
          if (other !== undefined && other !== label) {
            throw new Error(
              `${componentUid}.${field}: “${value}” is “${label}” here and “${other}” elsewhere`,
            )
          }
          labels.set(value, label)
        }
      }
    }
  }
  return Object.fromEntries([...labels].sort(([a], [b]) => a.localeCompare(b, 'en')))
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
    choices: choiceLabels(),
  }
}
