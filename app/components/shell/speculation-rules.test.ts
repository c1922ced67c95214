import { describe, expect, it } from 'vitest'
import { speculationRules } from './speculation-rules.tsx'

const routes = [
  { id: '__root__', fullPath: '/' },
  { id: '/_app', fullPath: '/' },
  { id: '/_app/account', fullPath: '/account' },
  { id: '/_app/admin/users/$id', fullPath: '/admin/users/$id' },
  { id: '/_document', fullPath: '/' },
  { id: '/_document/{-$slug}', fullPath: '/{-$slug}' },
  { id: '/_document/apitools/', fullPath: '/apitools/' },
]

describe('the speculation rules of a document', () => {
  it('prefetch same-site links but the API and the sections of the app routes', () => {
    expect(JSON.parse(speculationRules(routes))).toEqual({
      prefetch: [
        {
          where: {
            and: [
              { href_matches: '/*' },
              { not: { href_matches: '/api/*' } },
              { not: { href_matches: '/account/*' } },
              { not: { href_matches: '/admin/*' } },
            ],
          },
          eagerness: 'moderate',
        },
      ],
    })
  })
})
