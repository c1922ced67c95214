import { describe, expect, it } from 'vitest'
import { semanticTokens } from './semantic-tokens.ts'
import { tokens } from './tokens.ts'

/** A semantic colour's value in one mode, its palette reference resolved to hex. */
function hex(path: string, mode: 'base' | '_light'): string {
  const [group, name] = path.split('.')
  const entry: unknown = Reflect.get(Reflect.get(semanticTokens.colors ?? {}, group ?? '') ?? {}, name ?? '')
  const value: unknown = Reflect.get(Reflect.get(Object(entry), 'value') ?? {}, mode)
  const reference = /^\{colors\.(\w+)\.(\w+)\}$/.exec(String(value))
  if (!reference) return String(value)
  const palette: unknown = Reflect.get(tokens.colors ?? {}, reference[1] ?? '')
  return String(Reflect.get(Object(Reflect.get(Object(palette), reference[2] ?? '')), 'value'))
}

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(colour: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

describe('semantic colours', () => {
  it.each(['base', '_light'] as const)('a filled warning shape stands out from its track (%s)', (mode) => {
    // Graphics that carry meaning need 3:1 (WCAG 1.4.11), the usage meter's fill, plain and over quota.
    expect(contrast(hex('danger.solid', mode), hex('bg.muted', mode))).toBeGreaterThanOrEqual(3)
    expect(contrast(hex('accent.default', mode), hex('bg.muted', mode))).toBeGreaterThanOrEqual(3)
  })

  it.each(['base', '_light'] as const)('status badges are readable in every outcome colour (%s)', (mode) => {
    for (const tone of ['success', 'warning', 'danger'])
      expect(contrast(hex(`${tone}.fg`, mode), hex(`${tone}.bg`, mode))).toBeGreaterThanOrEqual(4.5)
  })
})
