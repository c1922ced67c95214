import { ColorModeSwitch } from '~/components/shell/color-mode-switch.tsx'
import { ColorModeProvider, forcedColorModeOfPage } from '~/components/shell/color-mode.tsx'
import { renderIsland } from './render-island.tsx'

/** The footer's colour-mode switch of a document page, live once it nears the viewport. */
export function mount(container: HTMLElement): void {
  renderIsland(
    container,
    <ColorModeProvider forced={forcedColorModeOfPage()}>
      <ColorModeSwitch />
    </ColorModeProvider>,
  )
}
