// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { apiTools } from '#mocks/fixtures/tools.ts'
import { iconSvg } from '#mocks/fixtures/placeholder-media.ts'
import { ToolIcon } from './tool-icon.tsx'
import { toolIcon } from './tool-icons.ts'

afterEach(cleanup)

describe('tool icons', () => {
  it('gives every seeded tool its own bundled icon', () => {
    const icons = apiTools.map((tool) => toolIcon(tool.slug))
    expect(icons.every(Boolean)).toBe(true)
    expect(new Set(icons).size).toBe(apiTools.length)
    const drawings = apiTools.map((tool) =>
      renderToStaticMarkup(createElement(ToolIcon, { slug: tool.slug, icon: null, size: 32 })),
    )
    expect(new Set(drawings).size).toBe(apiTools.length)
  })

  it('draws inline SVG, decorative and in the theme colour, with no image request', () => {
    const { container } = render(
      <ToolIcon slug="compress-pdf" icon={{ url: '/uploads/icons/compress-pdf.svg' }} size={64} />,
    )
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('width')).toBe('64')
    // The sprite's symbol strokes in currentColor: the accent colour the svg's class sets, none of its own.
    expect(svg?.getAttribute('class')).toContain('c_accent.default')
    expect(svg?.hasAttribute('color')).toBe(false)
    expect(container.querySelector('img')).toBeNull()
  })

  it("falls back to the CMS's uploaded icon for a tool the site does not know yet", () => {
    const { container } = render(
      <ToolIcon slug="brand-new-tool" icon={{ url: '/uploads/icons/new.svg' }} size={32} />,
    )
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
    const { container: none } = render(<ToolIcon slug="brand-new-tool" icon={null} size={32} />)
    expect(none.innerHTML).toBe('')
  })

  it('uploads the same drawing to the CMS: a transparent SVG file per tool, not initials on a page', () => {
    const files = apiTools.map((tool) => iconSvg(tool.slug))
    expect(new Set(files).size).toBe(apiTools.length)
    for (const file of files) {
      expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="48" height="48"/)
      expect(file).not.toContain('<text')
      expect(file).toContain('fill="none"')
    }
  })
})
