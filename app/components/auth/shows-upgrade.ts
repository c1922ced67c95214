import type { PublicUser } from '#server/identity/auth.schema.ts'

/** Upgrade shows unless the plan is Enterprise or the visitor is on the pricing page (docs/product.md#shell). */
export function showsUpgrade(user: PublicUser, pathname: string): boolean {
  return user.plan !== 'Enterprise' && pathname !== '/pricing/' && pathname !== '/pricing'
}
