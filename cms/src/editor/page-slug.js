/**
 * A new page's URL slug follows its title: Strapi's admin fills in `page` (or `page-1`) before a
 * title is typed, and a page published as /page/ is an easy mistake. A slug the editor typed is
 * kept, lowercased; a slug the site serves itself (account, apilab, …) is refused in plain words.
 */
const views = require('../editor-views.json')

/** Strapi's placeholder slug for a page created before its title was typed. */
const placeholderSlug = /^page(-\d+)?$/

function slugify(title) {
  return String(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

/** `base`, or the first of base-1, base-2, … that is free: the scheme of the URL slug field's own suggestion. */
async function firstFree(base, taken) {
  let candidate = base
  for (let n = 1; await taken(candidate); n += 1) candidate = `${base}-${n}`
  return candidate
}

/** The slug to store for a page being created: the title's, made unique, unless the editor typed one. */
async function slugForNewPage(data, taken) {
  const typed = typeof data.slug === 'string' ? data.slug.trim().toLowerCase() : ''
  if (typed !== '' && !placeholderSlug.test(typed)) return typed
  return firstFree(slugify(data.title ?? '') || typed || 'page', taken)
}

/** Why a slug cannot be used, in the editor's words; undefined when it can. */
function slugProblem(slug) {
  if (typeof slug !== 'string') return undefined
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    return `The URL slug “${slug}” may only contain lowercase letters, digits and single hyphens, such as spring-offer.`
  }
  if (views.reservedSlugs.includes(slug)) {
    return `The URL slug “${slug}” is taken by the site itself (/${slug}/). Choose another, such as ${slug}-offer.`
  }
  return undefined
}

/**
 * Why a page may not take `slug` next to the others, in the editor's words: its form, the site's
 * own addresses, or another page (`documentId` is the page's own, absent when new).
 */
async function pageSlugProblem(strapi, slug, documentId) {
  const own = slugProblem(slug)
  if (own || typeof slug !== 'string') return own
  const others = documentId ? { documentId: { $ne: documentId } } : {}
  const pages = strapi.db.query('api::page.page')
  const other = await pages.findOne({ where: { ...others, slug } })
  if (!other) return undefined
  const taken = async (candidate) =>
    Boolean(slugProblem(candidate)) || (await pages.count({ where: { ...others, slug: candidate } })) > 0
  const free = await firstFree(slug, taken)
  return `The URL slug “${slug}” is already used by the page “${other.title}” (/${slug}/). Choose another, such as ${free}.`
}

module.exports = { slugify, slugForNewPage, slugProblem, pageSlugProblem }
