import { enhancePlanButtons } from '#blocks/pricing-table/plan-buttons.ts'

/** Island `plan-buttons` (marked `data-island-visible` on the pricing table): no React, a few hundred bytes. */
export function mount(element: HTMLElement): void {
  enhancePlanButtons(element)
}
