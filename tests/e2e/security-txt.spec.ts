import { expect, test } from '@playwright/test'

test('/.well-known/security.txt answers as RFC 9116 asks, at its own address', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/.well-known/security.txt', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const text = await response.text()
  expect(text).toMatch(/^Contact: \S+\/support\/$/m)
  const expires = Date.parse(text.match(/^Expires: (\S+)$/m)?.[1] ?? '')
  expect(expires).toBeGreaterThan(Date.now())
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000)
  expect(text).toMatch(/^Preferred-Languages: en$/m)
  expect(text).toContain(`Canonical: ${baseURL ?? ''}/.well-known/security.txt\n`)
})
