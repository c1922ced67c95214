import { SupportForm } from '~/components/support/support-form.tsx'
import { readIslandProps } from '~/components/islands/island-dom.ts'
import { hydrateIsland } from './render-island.tsx'
import { requestFormPropsSchema } from '~/components/islands/request-form-props.schema.ts'

/**
 * Island `support-form`: the support page's form, hydrated in place when focus or a click enters it
 * (the server rendered the same component with the same props); its request goes to /api/support/.
 */
export function mount(container: HTMLElement): void {
  const props = readIslandProps(container, requestFormPropsSchema)
  hydrateIsland(container, <SupportForm botCheck={props.botCheck} user={props.user ?? null} />)
}
