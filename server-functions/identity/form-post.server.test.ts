import { describe, expect, it, vi } from 'vitest'
import { AUTH_FLASH_COOKIE } from '#shared/http/cookie-names.ts'
import { AUTH_MESSAGES, recoverySchema, signInSchema } from '#shared/api/auth.schema.ts'
import {
  authModalState,
  formPagePath,
  formReturnPath,
  handleFormPost,
  isFormPost,
  readAuthFlash,
} from './form-post.server.ts'

const URLENCODED = 'application/x-www-form-urlencoded'

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:5700/api/auth/sign-in/', {
    method: 'POST',
    headers: { 'content-type': URLENCODED, 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The page the browser goes back to, sending the flash cookie it was given. */
function followWithFlash(response: Response): Request {
  const setCookie = response.headers.get('set-cookie') ?? ''
  const cookie = setCookie.split(';')[0] ?? ''
  return new Request(`http://localhost:5700${response.headers.get('location')}`, { headers: { cookie } })
}

describe('isFormPost', () => {
  it("tells a browser's form post from the islands' JSON", () => {
    expect(isFormPost(post({}))).toBe(true)
    expect(isFormPost(post({}, { 'content-type': `${URLENCODED}; charset=UTF-8` }))).toBe(true)
    expect(isFormPost(post({}, { 'content-type': 'application/json' }))).toBe(false)
  })
})

describe('formReturnPath', () => {
  it('keeps a same-site path, without the modal state', () => {
    expect(formReturnPath('/pricing/')).toBe('/pricing/')
    expect(formReturnPath('/tools/merge-pdf/?auth=sign-in&tab=curl')).toBe('/tools/merge-pdf/?tab=curl')
  })

  it('sends anything that could leave the site to the account', () => {
    for (const raw of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/.//evil.example/',
      '/..//evil.example/',
      '/%2e//evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '',
      null,
    ])
      expect(formReturnPath(raw), String(raw)).toBe('/account/')
  })

  it('opens the modal again on the page', () => {
    expect(formPagePath('/pricing/?plan=pro', 'sign-in')).toBe('/pricing/?plan=pro&auth=sign-in')
    expect(formPagePath('/', 'recovery')).toBe('/?auth=recovery')
  })
})

describe('handleFormPost', () => {
  it('sends a successful sign-in to return_to, personal and uncached', async () => {
    const run = vi.fn(async () => ({ ok: true as const }))
    const response = await handleFormPost(
      post({ email: 'ada@example.com', password: 'secret', return_to: '/pricing/' }),
      'sign-in',
      signInSchema,
      run,
    )
    expect(run).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pricing/')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('sends a sign-in whose return_to normalises to another host to the account instead', async () => {
    for (const returnTo of ['/.//evil.example/', '/..//evil.example/', '/%2e//evil.example/']) {
      const response = await handleFormPost(
        post({ email: 'ada@example.com', password: 'secret', return_to: returnTo }),
        'sign-in',
        signInSchema,
        async () => ({ ok: true as const }),
      )
      expect(response.headers.get('location'), returnTo).toBe('/account/')
    }
  })

  it('sends a failed sign-in back to the modal, the message and email in a signed flash, not the URL', async () => {
    const message = 'Invalid login credentials'
    const response = await handleFormPost(
      post({ email: 'ada@example.com', password: 'wrong', return_to: '/pricing/' }),
      'sign-in',
      signInSchema,
      async () => ({ ok: false, message }),
    )
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toBe('/pricing/?auth=sign-in')
    expect(location).not.toContain('ada')
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(new RegExp(`^${AUTH_FLASH_COOKIE}=`))
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('Max-Age=60')
    expect(setCookie).not.toContain('ada')
    expect(readAuthFlash(followWithFlash(response))).toEqual({
      form: 'sign-in',
      ok: false,
      message,
      email: 'ada@example.com',
    })
  })

  it('checks the fields with the same schema as the JSON branch and names the field at fault', async () => {
    const run = vi.fn(async () => ({ ok: true as const }))
    const response = await handleFormPost(
      post({ email: 'ada@example.com', password: '', return_to: '/' }),
      'sign-in',
      signInSchema,
      run,
    )
    expect(run).not.toHaveBeenCalled()
    expect(readAuthFlash(followWithFlash(response))).toMatchObject({
      message: AUTH_MESSAGES.passwordRequired,
      field: 'password',
      email: 'ada@example.com',
    })
  })

  it('shows a sent recovery the same way, on the recovery modal', async () => {
    const response = await handleFormPost(
      post({ email: 'ada@example.com', return_to: '/docs/' }),
      'recovery',
      recoverySchema,
      async () => ({ ok: true, message: AUTH_MESSAGES.recoverySent }),
    )
    expect(response.headers.get('location')).toBe('/docs/?auth=recovery')
    expect(readAuthFlash(followWithFlash(response))).toMatchObject({
      ok: true,
      message: AUTH_MESSAGES.recoverySent,
    })
  })

  it('refuses another site, as the JSON branch does', async () => {
    const response = await handleFormPost(
      post({ email: 'a@b.c', password: 'x' }, { 'sec-fetch-site': 'cross-site' }),
      'sign-in',
      signInSchema,
      async () => ({ ok: true }),
    )
    expect(response.status).toBe(403)
  })

  it('says so when the body is too large, and loses nothing else', async () => {
    const response = await handleFormPost(
      post({ email: 'ada@example.com', password: 'x'.repeat(70 * 1024) }),
      'sign-in',
      signInSchema,
      async () => ({ ok: true }),
    )
    expect(response.status).toBe(303)
    expect(readAuthFlash(followWithFlash(response))?.message).toBe('The request is too large.')
  })
})

describe('readAuthFlash', () => {
  it('ignores a flash the browser altered', async () => {
    const response = await handleFormPost(
      post({ email: 'ada@example.com', password: 'wrong' }),
      'sign-in',
      signInSchema,
      async () => ({ ok: false, message: 'No' }),
    )
    const request = followWithFlash(response)
    const cookie = request.headers.get('cookie') ?? ''
    const forged = new Request(request.url, { headers: { cookie: cookie.replace('=', '=e') } })
    expect(readAuthFlash(forged)).toBeUndefined()
  })
})

describe('authModalState', () => {
  const page = (path: string, cookie = '') =>
    new Request(`http://localhost:5700${path}`, cookie ? { headers: { cookie } } : {})

  it("reads the modal the address opens, returning to the page without it, or to the guard's next", () => {
    expect(authModalState(page('/pricing/?plan=pro&auth=sign-in'))).toEqual({
      view: 'sign-in',
      returnTo: '/pricing/?plan=pro',
    })
    expect(authModalState(page('/?auth=sign-in&next=%2Faccount%2F'))?.returnTo).toBe('/account/')
    expect(authModalState(page('/?auth=sign-in&next=%2F%2Fevil.example%2F'))?.returnTo).toBe('/account/')
    expect(authModalState(page('/?auth=sign-up'))?.view).toBe('sign-up')
    expect(authModalState(page('/?auth=admin'))).toBeUndefined()
    expect(authModalState(page('/pricing/'))).toBeUndefined()
  })

  it("shows a form post's flash on its own form only", async () => {
    const response = await handleFormPost(
      post({ email: 'ada@example.com', password: 'wrong', return_to: '/pricing/' }),
      'sign-in',
      signInSchema,
      async () => ({ ok: false, message: 'password invalid' }),
    )
    const back = followWithFlash(response)
    expect(authModalState(back)?.flash).toMatchObject({
      message: 'password invalid',
      email: 'ada@example.com',
    })
    const cookie = back.headers.get('cookie') ?? ''
    expect(authModalState(page('/pricing/?auth=recovery', cookie))?.flash).toBeUndefined()
  })
})
