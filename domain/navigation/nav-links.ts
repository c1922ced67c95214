import { bucketNames } from '../pdf-api/bucket-names.ts'

/** Tools of a bucket by ascending rank. */
export function toolsByRank<Tool extends { rank: number }>(tools: readonly Tool[]): Tool[] {
  return [...tools].sort((a, b) => a.rank - b.rank)
}

/** Buckets in the footer's fixed order: Convert, Optimize, Secure, Extract, Modify, Forms, Simplify, Analyze. */
export function bucketsInFooterOrder<Bucket extends { name: string }>(buckets: readonly Bucket[]): Bucket[] {
  const position = (name: string) => {
    const order: readonly string[] = bucketNames
    const index = order.indexOf(name)
    return index === -1 ? order.length : index
  }
  return [...buckets].sort((a, b) => position(a.name) - position(b.name))
}

export const bucketHref = (name: string) => `/apitools/#${name}`
export const toolHref = (slug: string) => `/apitools/${slug}/`

/** The nav entries other than API Tools, which the mega-menu renders from the buckets. */
export function otherNavLinks<Link extends { label: string }>(nav: readonly Link[]): Link[] {
  return nav.filter((link) => link.label !== 'API Tools')
}

/** Links are shown with a trailing slash (docs/product.md#routes); anchors and external URLs stay as they are. */
export function withTrailingSlash(url: string): string {
  if (/^[a-z]+:/i.test(url) || url.includes('#') || url.includes('?')) return url
  return url.endsWith('/') ? url : `${url}/`
}
