/**
 * A redirect the site would ignore or that would send visitors nowhere is refused where the editor
 * types it: an old address the site serves itself (a redirect applies only where the site has no
 * page), a new address that is not a page or an https:// address, one that leads back to itself,
 * on through another redirect, or to no page.
 */
const views = require('../editor-views.json')
const { linkPath, linkTargets } = require('./link-targets')
const { asJudged } = require('./site-address')

const REDIRECT = 'api::redirect.redirect'
const siteRedirects = views.siteRedirects.map((source) => new RegExp(source))

/** Both spellings an editor may have stored a path under. */
const spellings = (path) => [path, path.replace(/\/$/, '')]

/** What the site itself serves at `path` (a route of its code or a page in the CMS), in words. */
async function servedBy(strapi, path) {
  const segments = path.split('/').filter(Boolean)
  const [first, second] = segments
  if (segments.length === 0) return 'the home page'
  if (siteRedirects.some((pattern) => spellings(path).some((p) => pattern.test(p)))) {
    return 'a redirect built into the site'
  }
  if (first === 'apitools' || first === 'products') {
    const uid = first === 'apitools' ? 'api::api-tool.api-tool' : 'api::product.product'
    if (segments.length === 1) return first === 'apitools' ? 'the API tools page' : undefined
    const found = segments.length === 2 && (await strapi.db.query(uid).findOne({ where: { slug: second } }))
    return found ? `the page “${found.name ?? found.title}”` : undefined
  }
  if (first === 'learning' || views.reservedSlugs.includes(first)) return `the site’s own /${first}/ page`
  if (segments.length === 1) {
    for (const uid of ['api::page.page', 'api::legal-page.legal-page']) {
      const found = await strapi.db.query(uid).findOne({ where: { slug: first } })
      if (found) return `the page “${found.title}”`
    }
  }
  return undefined
}

const isHttps = (value) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** Problems of a redirect being saved or published; `documentId` is its own (absent when new). */
async function redirectProblems(strapi, redirect, { documentId, published }) {
  const problems = []
  const from = typeof redirect.from === 'string' ? redirect.from.trim() : ''
  const to = typeof redirect.to === 'string' ? asJudged(redirect.to) : ''
  const others = documentId ? { documentId: { $ne: documentId } } : {}
  const fromPath = from.startsWith('/') ? linkPath(from) : ''
  if (fromPath) {
    const served = await servedBy(strapi, fromPath)
    if (served) {
      problems.push({
        path: ['from'],
        message: `The old address “${from}” is ${served}: the site shows it and never uses this redirect. Choose an address the site no longer serves.`,
      })
    }
    const twin = await strapi.db
      .query(REDIRECT)
      .findOne({ where: { ...others, from: { $in: spellings(fromPath) } } })
    if (twin) {
      problems.push({
        path: ['from'],
        message: `Another redirect already starts at “${from}” (to “${twin.to}”). Edit that one instead.`,
      })
    }
  }
  if (to === '') return problems
  if (to.startsWith('/') && !to.startsWith('//')) {
    const toPath = linkPath(to)
    const onward = await strapi.db
      .query(REDIRECT)
      .findOne({ where: { ...others, from: { $in: spellings(toPath) } } })
    if (fromPath && toPath === fromPath) {
      problems.push({
        path: ['to'],
        message: `The new address “${to}” is the old address itself: visitors would go round in a loop. Choose the page they should reach.`,
      })
    } else if (onward) {
      problems.push({
        path: ['to'],
        message: `The new address “${to}” is itself redirected to “${onward.to}”. Send visitors straight to “${onward.to}”.`,
      })
    } else if (!(await linkTargets(strapi, { published })(to))) {
      problems.push({
        path: ['to'],
        message: `The new address “${to}” leads to no page of this site: visitors would see “page not found”. Check the spelling, or publish that page first.`,
      })
    }
  } else if (!isHttps(to)) {
    problems.push({
      path: ['to'],
      message: `The new address “${to.slice(0, 60)}” is not a page of this site or a web address. Use a path such as /pricing/ or an address starting with https://.`,
    })
  }
  if (fromPath) {
    const inbound = await strapi.db
      .query(REDIRECT)
      .findOne({ where: { ...others, to: { $in: spellings(fromPath) } } })
    if (inbound) {
      problems.push({
        path: ['from'],
        message: `The redirect from “${inbound.from}” already leads to “${from}”, so visitors would be sent on twice. Point that redirect at the new address instead.`,
      })
    }
  }
  return problems
}

module.exports = { redirectProblems }
