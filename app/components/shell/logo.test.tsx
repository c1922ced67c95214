// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Logo } from './logo.tsx'

describe('Logo', () => {
  it('has three colours with purple and white defaults', () => {
    const { container } = render(<Logo />)
    expect(container.querySelector('[data-part=background]')?.getAttribute('fill')).toBe('#5b3fd6')
    expect(container.querySelector('[data-part=pdf]')?.getAttribute('fill')).toBe('#ffffff')
    expect(container.querySelector('[data-part=rest]')?.getAttribute('fill')).toBe('#ffffff')
  })

  it('takes each colour as a prop and keeps its accessible name', () => {
    const { container } = render(<Logo background="#000" pdf="#f00" rest="#0f0" />)
    expect(container.querySelector('[data-part=background]')?.getAttribute('fill')).toBe('#000')
    expect(container.querySelector('[data-part=pdf]')?.getAttribute('fill')).toBe('#f00')
    expect(container.querySelector('[data-part=rest]')?.getAttribute('fill')).toBe('#0f0')
    expect(container.querySelector('svg')?.getAttribute('role')).toBe('img')
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('pdfRest')
  })

  it('draws its letters as outlines, so no font is needed and no SVG text is laid out', () => {
    const { container } = render(<Logo />)
    expect(container.querySelector('text')).toBeNull()
    expect(container.querySelector('[data-part=pdf]')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+/)
    expect(container.querySelector('[data-part=rest]')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+/)
  })
})
