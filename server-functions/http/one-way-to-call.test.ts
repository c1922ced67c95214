import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The site's own source (not tests): where a second way to call a service would creep back in. */
function sources(roots: string[]): { path: string; text: string }[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.gen.ts'))
      .map((path) => ({ path: join(root, path), text: readFileSync(join(root, path), 'utf8') })),
  )
}

const whereFound = (pattern: RegExp, roots = ['server-functions', 'shared', 'app', 'blocks']) =>
  sources(roots)
    .filter(({ text }) => pattern.test(text))
    .map(({ path }) => path)
    .sort()

describe('one way to call an outside service', () => {
  it('calls fetch only in the service client', () => {
    // The browser's own calls to this site (search index, build watcher) are not outside services;
    // the page cache renders a stale page again in process, not over the network.
    expect(whereFound(/(?<![.\w])fetch\((?![)$])/, ['server-functions'])).toEqual([
      'server-functions/http/service-client.server.ts',
    ])
  })

  it('has one call for every service: no second one beside it for client libraries', () => {
    expect(whereFound(/callServiceSdk|settleBefore/)).toEqual([])
  })

  it('has no hand-written timeout race', () => {
    // The shared store's wait for its Redis connection is a readiness wait, not a service call.
    expect(whereFound(/Promise\.race\(/)).toEqual(['server-functions/store/redis-store.server.ts'])
  })

  it('builds the Strapi and Ghost clients in one module each', () => {
    expect(whereFound(/from '@strapi\/client'/)).toEqual(['server-functions/content/strapi.server.ts'])
    expect(whereFound(/new GhostContentAPI\(/)).toEqual(['server-functions/content/ghost.server.ts'])
  })

  it('reads Strapi in one module, as Ghost is read in one', () => {
    expect(whereFound(/\.(collection|single)\(\s*['"`\w]/)).toEqual([
      'server-functions/content/strapi.server.ts',
    ])
    expect(whereFound(/serviceConfig\('strapi'\)|callService\('strapi'|_httpClient/)).toEqual([
      'server-functions/content/strapi.server.ts',
    ])
  })

  it('spells each cookie name in one module', () => {
    expect(whereFound(/pdfrest_(session|preview|oauth)/)).toEqual(['shared/http/cookie-names.ts'])
  })
})
