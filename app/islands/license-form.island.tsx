import { LicenseRequestForm, licenseFieldNames } from '~/components/license/license-request-form.tsx'
import { readIslandProps, typedValues } from '~/components/islands/island-dom.ts'
import { renderIsland } from './render-island.tsx'
import { requestFormPropsSchema } from '~/components/islands/request-form-props.schema.ts'

/**
 * Island `license-form`: the container licence request form, mounted when focus or a click enters
 * it, from what was typed into the server HTML meanwhile; its request goes to /api/license-request/.
 */
export function mount(container: HTMLElement): void {
  const props = readIslandProps(container, requestFormPropsSchema)
  renderIsland(
    container,
    <LicenseRequestForm
      botCheck={props.botCheck}
      initialValues={typedValues(container, licenseFieldNames)}
    />,
  )
}
