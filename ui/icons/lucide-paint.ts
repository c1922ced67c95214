/**
 * How lucide paints every icon, said once on each icon's sprite symbol instead of on each `<svg>`
 * that uses it: the shapes inherit nothing that an icon's props change (its colour comes through
 * `currentColor`, its stroke width from the `<svg>`). A standalone icon wraps its shapes in it.
 */
export const lucidePaint = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"'
