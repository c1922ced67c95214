import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import mocksConfig from '../vite.mocks.config.ts'

/**
 * The Containerfile's `pdf-api-mock` target (the integration test server, docs page "Test your
 * integration without spending calls"): docker cannot build here, so this reads the stages as the
 * Kubernetes test reads the site's: what each copies and runs, against the build that makes it.
 */
const containerfile = readFileSync(new URL('../Containerfile', import.meta.url), 'utf8')
const stages = containerfile
  .split(/^(?=FROM )/m)
  .filter((stage) => stage.startsWith('FROM '))
  .map((text) => ({ name: /^FROM \S+(?: AS (\S+))?/.exec(text)?.[1] ?? '', text }))
const mockStage = stages.find((stage) => stage.name === 'pdf-api-mock')?.text ?? ''
const lines = (pattern: RegExp) => [...mockStage.matchAll(pattern)].map((match) => match[1] ?? '')

describe('the PDF API mock image', () => {
  it('is a target of its own; the default build is still the site', () => {
    expect(mockStage).not.toBe('')
    expect(stages.at(-1)?.name).toBe('')
    expect(stages.at(-1)?.text).toContain('scripts/serve.ts')
  })

  it('runs the bundle the mocks build makes, and carries nothing of the site', () => {
    const input = mocksConfig.build?.rollupOptions?.input
    const entry = typeof input === 'object' && !Array.isArray(input) ? input['pdf-api-mock'] : undefined
    expect(entry).toBe('scripts/pdf-api-mock-server.ts')
    expect(mocksConfig.build?.outDir).toBe('dist/mock-server')
    expect(mockStage).toContain('CMD ["node", "dist/mock-server/pdf-api-mock.js"]')
    expect(lines(/^COPY --from=build \/src\/(\S+)/gm)).toEqual(['dist/mock-server'])
    expect(mockStage).not.toMatch(/dist\/(server|client)|scripts\/serve/)
  })

  it('listens on the port it exposes, as a non-root user, at the address it announces', () => {
    const port = /PORT=(\d+)/.exec(mockStage)?.[1]
    expect(lines(/^EXPOSE (\d+)$/gm)).toEqual([port])
    expect(mockStage).toContain(`PDF_API_MOCK_URL=http://localhost:${port}`)
    expect(mockStage).toContain('HOST=0.0.0.0')
    expect(mockStage).toMatch(/^USER 10001:10001$/m)
    expect(mockStage).toContain('/_mocks/health')
  })

  it('gives the one-line command that builds and runs it', () => {
    expect(containerfile).toContain(
      `podman build --target pdf-api-mock -t pdfrest-pdf-api-mock . && podman run --rm -p 4010:4010 pdfrest-pdf-api-mock`,
    )
  })
})
