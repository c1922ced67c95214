import { serializeCookie } from 'cookie-es'
import { z } from 'zod/mini'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { AUTH_FLASH_COOKIE, requestCookie } from '#shared/http/cookie-names.ts'
import { redirectResponse } from '../http/redirect-location.server.ts'
import { mediaType } from '../http/request-body.server.ts'
import { signValue, verifySignedValue } from '../http/signed-value.server.ts'
import { siteIsHttps, siteOrigin } from '../http/site-origin.server.ts'
import { sameSitePath } from '#shared/http/same-site.ts'
import { PERSONAL_HEADERS, readActionBody } from './auth-api.server.ts'
import type { AuthFailure } from '#shared/api/auth.schema.ts'
import {
  type AuthFlash,
  type AuthForm,
  type AuthModal,
  authFlashSchema,
  authModalViewSchema,
} from '#shared/api/auth-modal.schema.ts'

const FLASH_PURPOSE = 'auth-flash'
const FLASH_MAX_AGE_SECONDS = 60
const URLENCODED = 'application/x-www-form-urlencoded'

/** A browser's own form post (no JavaScript), as opposed to the islands' JSON. */
export function isFormPost(request: Request): boolean {
  return mediaType(request) === URLENCODED
}

/**
 * Where the form came from: a same-site path (shared/http/same-site.ts), without the `?auth=` state;
 * anything else goes to the account, where the JSON branch sends a sign-in too.
 */
export function formReturnPath(raw: string | null | undefined): string {
  const path = sameSitePath(raw, siteOrigin())
  if (path === undefined) return ACCOUNT_PATH
  const url = new URL(path, siteOrigin())
  url.searchParams.delete('auth')
  return `${url.pathname}${url.search}`
}

/** The page again, with its modal open (`?auth=sign-in`). */
export function formPagePath(returnTo: string, form: AuthForm): string {
  const url = new URL(returnTo, 'http://placeholder.invalid')
  url.searchParams.set('auth', form)
  return `${url.pathname}${url.search}`
}

function flashCookie(flash: AuthFlash | null): string {
  const value = flash
    ? signValue(FLASH_PURPOSE, Buffer.from(JSON.stringify(flash)).toString('base64url'))
    : ''
  return serializeCookie(AUTH_FLASH_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteIsHttps(),
    path: '/',
    maxAge: flash ? FLASH_MAX_AGE_SECONDS : 0,
  })
}

/** The flash a form post left for this page, if any, genuine and well formed. */
export function readAuthFlash(request: Request): AuthFlash | undefined {
  const value = verifySignedValue(FLASH_PURPOSE, requestCookie(request, AUTH_FLASH_COOKIE))
  if (!value) return undefined
  try {
    const parsed = authFlashSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The modal a page's address opens (`?auth=…`), as the server renders it: a sign-in from it returns to
 * the page without that state, or to the account guard's `next`; the flash shows on its own form only.
 */
export function authModalState(request: Request): AuthModal | undefined {
  const url = new URL(request.url)
  const view = authModalViewSchema.safeParse(url.searchParams.get('auth'))
  if (!view.success) return undefined
  const next = url.searchParams.get('next')
  url.searchParams.delete('next')
  const returnTo = formReturnPath(next ?? `${url.pathname}${url.search}`)
  const flash = readAuthFlash(request)
  return { view: view.data, returnTo, ...(flash?.form === view.data ? { flash } : {}) }
}

/** The Set-Cookie that clears the flash once the page has shown it. */
export const clearAuthFlashCookie = (): string => flashCookie(null)

function backToForm(request: Request, returnTo: string, flash: AuthFlash): Response {
  const response = redirectResponse(303, formPagePath(returnTo, flash.form), request.url, PERSONAL_HEADERS)
  response.headers.append('set-cookie', flashCookie(flash))
  return response
}

type FormResult = { ok: true; message?: string } | AuthFailure

/**
 * The form-post branch of the sign-in and recovery routes: the same site rule, body limits, schema,
 * throttle and flow as the JSON branch; the answer is a 303. A sign-in that succeeds goes to
 * `return_to` with the session cookie (set by `run`); anything else goes back to the page with its
 * modal open and the message and email in the flash cookie.
 */
export async function handleFormPost<T extends { email: string }>(
  request: Request,
  form: AuthForm,
  schema: z.ZodMiniType<T>,
  run: (data: T) => Promise<FormResult>,
): Promise<Response> {
  const body = await readActionBody(request)
  if (!body.ok && 'refused' in body) return body.refused
  const fields = new URLSearchParams(body.ok ? body.text : '')
  const returnTo = formReturnPath(fields.get('return_to'))
  const email = (fields.get('email') ?? '').slice(0, 254)
  if (!body.ok) return backToForm(request, returnTo, { form, ok: false, message: body.message, email })
  const parsed = schema.safeParse(Object.fromEntries(fields))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0] === 'password' ? 'password' : 'email'
    const message = issue?.message ?? INVALID_REQUEST_MESSAGE
    return backToForm(request, returnTo, { form, ok: false, message, email, field })
  }
  const result = await run(parsed.data)
  if (result.ok && form === 'sign-in') return redirectResponse(303, returnTo, request.url, PERSONAL_HEADERS)
  return backToForm(request, returnTo, {
    form,
    ok: result.ok,
    message: result.message ?? '',
    email: parsed.data.email,
  })
}
