import { SupportForm, supportFieldNames } from '~/components/support/support-form.tsx'
import { readIslandProps, typedValues } from '~/components/islands/island-dom.ts'
import { renderIsland } from './render-island.tsx'
import { requestFormPropsSchema } from '~/components/islands/request-form-props.schema.ts'

/**
 * Island `support-form`: the support page's form, mounted when focus or a click enters it. It starts
 * from what was typed into the server HTML meanwhile; its request goes to /api/support/.
 */
export function mount(container: HTMLElement): void {
  const props = readIslandProps(container, requestFormPropsSchema)
  renderIsland(
    container,
    <SupportForm
      botCheck={props.botCheck}
      user={props.user ?? null}
      initialValues={typedValues(container, supportFieldNames)}
    />,
  )
}
