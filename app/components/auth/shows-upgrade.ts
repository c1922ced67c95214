import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { offersUpgrade } from '#domain/plans/upgrade-offer.ts'

/** Upgrade shows unless the plan is Enterprise or the visitor is on the pricing page (docs/product.md#shell). */
export function showsUpgrade(user: PublicUser, pathname: string): boolean {
  return offersUpgrade(user.plan, pathname)
}
