import type { PublicUser } from '#server/identity/auth.schema.ts'

/** SPEC §2/§6: Upgrade shows unless the plan is Enterprise or the visitor is on the pricing page. */
export function showsUpgrade(user: PublicUser, pathname: string): boolean {
  return user.plan !== 'Enterprise' && pathname !== '/pricing/' && pathname !== '/pricing'
}
