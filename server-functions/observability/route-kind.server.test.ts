import { describe, expect, it } from 'vitest'
import { routeKind, statusClass } from './route-kind.server.ts'

describe('routeKind', () => {
  it('names a bounded kind for every path, never the path', () => {
    expect(routeKind('/')).toBe('document')
    expect(routeKind('/pricing/')).toBe('document')
    expect(routeKind('/learning/tutorials/some-slug/')).toBe('document')
    expect(routeKind('/account/')).toBe('app')
    expect(routeKind('/apilab/')).toBe('app')
    expect(routeKind('/admin/users/')).toBe('app')
    expect(routeKind('/api/auth/sign-in/')).toBe('sign-in')
    expect(routeKind('/api/lab/run/')).toBe('lab')
    expect(routeKind('/api/support/')).toBe('api')
    expect(routeKind('/_serverFn/abc')).toBe('api')
    expect(routeKind('/api/health/')).toBe('health')
    expect(routeKind('/assets/main-abc123.js')).toBe('asset')
    expect(routeKind('/favicon.ico')).toBe('asset')
    expect(routeKind('/robots.txt')).toBe('asset')
  })

  it('puts status codes in classes', () => {
    expect([200, 308, 404, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx'])
  })
})
