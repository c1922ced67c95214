import { describe, expect, it } from 'vitest'
import { referenceMarkdownResponse } from './reference-markdown.server.ts'

describe('a Markdown address the reference does not have', () => {
  it('is a 404 that names the path as code, never as a link Markdown would follow', async () => {
    for (const path of ['/documentation/[x](javascript:alert(1)).md', '/documentation/<script>x.md']) {
      const answer = await referenceMarkdownResponse(new Request(`http://localhost:3000${path}`))
      expect(answer?.status, path).toBe(404)
      const body = (await answer?.text()) ?? ''
      const pathname = new URL(path, 'http://localhost:3000').pathname
      expect(body.split('\n'), path).toContain(`Page not found: \`${pathname}\``)
      expect(body.replace(/`[^`\n]*`/g, ''), path).not.toMatch(/\]\(|javascript:|<script/)
    }
  })
})
