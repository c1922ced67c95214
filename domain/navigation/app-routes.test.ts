import { describe, expect, it } from 'vitest'
import { appSections, isAppBranch, pathOf } from './app-routes.ts'

const routes = [
  { id: '__root__', fullPath: '/' },
  { id: '/_app', fullPath: '/' },
  { id: '/_app/account', fullPath: '/account' },
  { id: '/_app/admin/users/', fullPath: '/admin/users/' },
  { id: '/_app/admin/users/$id', fullPath: '/admin/users/$id' },
  { id: '/_document', fullPath: '/' },
  { id: '/_document/apitools/', fullPath: '/apitools/' },
  { id: '/_document/{-$slug}', fullPath: '/{-$slug}' },
  { id: '/api/session', fullPath: '/api/session' },
]

describe('the app routes, from the route tree', () => {
  it('are the branches through the app layout', () => {
    expect(isAppBranch(['__root__', '/_app', '/_app/account'])).toBe(true)
    expect(isAppBranch(['__root__', '/_document', '/_document/apitools/'])).toBe(false)
    expect(isAppBranch(['__root__'])).toBe(false)
  })

  it('take the first path segments of the routes under the app layout, once each', () => {
    expect(appSections(routes)).toEqual(['/account/', '/admin/'])
  })

  it('are matched by path, without the search or hash', () => {
    expect(pathOf('/account/?change=Pro#plans')).toBe('/account/')
    expect(pathOf('/auth/callback/#access_token=x')).toBe('/auth/callback/')
  })
})
