import { LicenseRequestForm } from '~/components/license/license-request-form.tsx'
import { readIslandProps } from '~/components/islands/island-dom.ts'
import { hydrateIsland } from './render-island.tsx'
import { requestFormPropsSchema } from '~/components/islands/request-form-props.schema.ts'

/**
 * Island `license-form`: the container licence request form, hydrated in place when focus or a click
 * enters it (the server rendered the same component); its request goes to /api/license-request/.
 */
export function mount(container: HTMLElement): void {
  const props = readIslandProps(container, requestFormPropsSchema)
  hydrateIsland(container, <LicenseRequestForm botCheck={props.botCheck} />)
}
