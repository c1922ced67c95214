/**
 * Drops the custom properties the stylesheet never reads: Panda's presets declare every token on
 * `:root` and a reset of ~35 composition variables (filters, transforms) on every element, most of
 * which no rule of this site uses. Variables set on every element cost style recalculation on each
 * one; unused tokens cost bytes. A property counts as read when some `var(--name…)` names it
 * anywhere, including another kept property's value, so it runs to a fixed point. Nothing outside
 * the stylesheet reads them (no inline `var(--…)` in the code; `pruneCss.test.ts` checks that).
 */
export function pruneCss(css: string): string {
  let current = css
  for (let pass = 0; pass < 10; pass += 1) {
    const read = new Set([...current.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]))
    const next = current.replace(/(?<=[{;\s])(--[\w-]+)\s*:[^;{}]*(;|(?=\}))/g, (whole, name: string) =>
      read.has(name) ? whole : '',
    )
    if (next === current) break
    current = next
  }
  // Rules left empty (the reset's selector once its variables are gone).
  return current.replace(/(^|[{};])\s*[^{};@]+\{\s*\}/g, '$1')
}
