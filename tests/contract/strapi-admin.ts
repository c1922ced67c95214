import { expect, request as playwrightRequest } from '@playwright/test'
import { z } from 'zod'

/** The real Strapi of the contract suite (scripts/contract.sh) and its seeded admin. */
export const cms = `http://127.0.0.1:${process.env.CONTRACT_CMS_PORT}`
export const admin = { email: 'cms-admin@example.com', password: 'Demo-pass-1!' }

/** A request context signed in to Strapi's admin API, as the admin panel itself calls it. */
export async function adminApi() {
  const context = await playwrightRequest.newContext()
  const login = await context.post(`${cms}/admin/login`, { data: admin })
  expect(login.ok(), 'the seeded admin can sign in to Strapi').toBe(true)
  const { data } = z.object({ data: z.object({ token: z.string() }) }).parse(await login.json())
  return { context, headers: { authorization: `Bearer ${data.token}` } }
}
