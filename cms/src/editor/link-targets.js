/**
 * Where an internal link leads: a route of the site's own code, a page, a redirect, an API tool or a
 * product that exists. At save a draft counts (the editor may be composing both pages); at publish
 * only what visitors can reach does, and the document being published itself.
 */
const views = require('../editor-views.json')

const PAGE = 'api::page.page'
const siteRedirects = views.siteRedirects.map((source) => new RegExp(source))

/** A link's path without its query and fragment, with a trailing slash; '' for `#faq` or `?ref=x`. */
function linkPath(link) {
  const bare = String(link).split(/[?#]/)[0] ?? ''
  if (bare === '') return ''
  return bare.endsWith('/') ? bare : `${bare}/`
}

/** Whether a link is a path of this site rather than a web address. */
const isInternal = (link) => /^(\/(?!\/)|#|\?)/.test(String(link).trim())

/**
 * `reaches(link)` for one save or publish. `own` is the document being saved or published
 * (`{ uid, slug }`), which a link on it may point at.
 */
function linkTargets(strapi, { published, own }) {
  const exists = async (uid, where) => {
    const filter = published ? { ...where, publishedAt: { $notNull: true } } : where
    return (await strapi.db.query(uid).count({ where: filter })) > 0
  }
  const redirectFrom = async (path) =>
    exists('api::redirect.redirect', { from: { $in: [path, path.replace(/\/$/, '')] } })

  return async function reaches(link) {
    const path = linkPath(link)
    if (path === '' || path === '/') return true
    if (siteRedirects.some((pattern) => pattern.test(path) || pattern.test(path.replace(/\/$/, '')))) {
      return true
    }
    const segments = path.split('/').filter(Boolean)
    const [first, second] = segments
    if (first === 'apitools' || first === 'products') {
      if (segments.length === 1) return first === 'apitools' || (await redirectFrom(path))
      const uid = first === 'apitools' ? 'api::api-tool.api-tool' : 'api::product.product'
      return (segments.length === 2 && (await exists(uid, { slug: second }))) || (await redirectFrom(path))
    }
    // Learning posts live in Ghost, which the CMS cannot see: any learning address is taken as given.
    if (first === 'learning' || views.reservedSlugs.includes(first)) return true
    if (segments.length === 1) {
      if (own?.uid === PAGE && own.slug === first) return true
      if (await exists(PAGE, { slug: first })) return true
      if (await exists('api::legal-page.legal-page', { slug: first })) return true
    }
    return redirectFrom(path)
  }
}

module.exports = { isInternal, linkPath, linkTargets }
