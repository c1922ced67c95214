/**
 * No action leaves a broken link: a page, product, API tool or redirect that live pages, the site
 * settings or live redirects lead to is not unpublished or deleted while they do. The refusal names
 * each of them, so the editor knows what to change first.
 */
const views = require('../editor-views.json')
const { apiTools } = require('../admin/editor-inputs.json')
const { documentFields } = require('./document-fields')
const { linkPath } = require('./link-targets')
const { asJudged } = require('./site-address')
const { sitePathFor } = require('../site-paths')

const REDIRECT = 'api::redirect.redirect'
const GLOBAL = 'api::pdfrest-global.pdfrest-global'
const TOOL = 'api::api-tool.api-tool'
const guarded = new Set([
  'api::page.page',
  'api::product.product',
  TOOL,
  'api::legal-page.legal-page',
  REDIRECT,
])
const referrers = ['api::page.page', 'api::product.product', TOOL, 'api::legal-page.legal-page']
const LISTED = 5

/** Whether a tool picker's stored value (an endpoint, or a page slug) names the tool at `slug`. */
function namesTool(value, slug) {
  if (value === slug) return true
  const tool = apiTools.find((option) => option.value === value || option.matches.includes(value))
  return Boolean(tool && (tool.value === slug || tool.matches.includes(slug)))
}

const nameOf = (document) => document.title ?? document.name ?? document.slug ?? document.documentId

/** The path visitors reach a document at, with a trailing slash. */
function addressOf(uid, document) {
  if (uid === REDIRECT) return typeof document.from === 'string' ? linkPath(document.from.trim()) : undefined
  return sitePathFor(uid, document.slug) ?? undefined
}

/** What on the live site leads to `path` (or names the tool `toolSlug`), in the editor's words. */
async function liveReferences(strapi, { uid, documentId, path, toolSlug }) {
  const found = []
  const leadsHere = (link) => linkPath(asJudged(link)) === path
  for (const referrer of referrers) {
    const populate = { blocks: views.blocksPopulate }
    const hasBlocks = Boolean(strapi.contentTypes[referrer]?.attributes?.blocks)
    const documents = await strapi.documents(referrer).findMany({
      status: 'published',
      ...(hasBlocks ? { populate } : {}),
    })
    for (const document of documents) {
      if (referrer === uid && document.documentId === documentId) continue
      const { links, tools } = documentFields(strapi, referrer, document)
      const places = [
        ...links.filter((link) => leadsHere(link.value)),
        ...tools.filter((tool) => toolSlug !== undefined && namesTool(tool.value, toolSlug)),
      ]
      for (const place of places) {
        const where = place.where ? `${place.where}, ${place.label}` : place.label
        found.push(`the live page “${nameOf(document)}” (${where})`)
      }
    }
  }
  const settings = await strapi.documents(GLOBAL).findFirst({ status: 'published', populate: '*' })
  if (settings) {
    for (const link of documentFields(strapi, GLOBAL, settings).links.filter((l) => leadsHere(l.value))) {
      found.push(`the Site settings (${link.where ? `${link.where}, ` : ''}${link.label})`)
    }
  }
  if (uid !== REDIRECT || path) {
    const redirects = await strapi.db.query(REDIRECT).findMany({
      where: { publishedAt: { $notNull: true } },
      select: ['documentId', 'from', 'to'],
    })
    for (const redirect of redirects) {
      if (uid === REDIRECT && redirect.documentId === documentId) continue
      if (typeof redirect.to === 'string' && leadsHere(redirect.to)) {
        found.push(`the redirect from “${redirect.from}”`)
      }
    }
  }
  return found
}

/**
 * The problem of unpublishing or deleting a live document (`verb`: "unpublish" or "delete") that
 * live content leads to, or undefined when nothing does.
 */
async function inboundLinkProblem(strapi, uid, documentId, verb) {
  if (!guarded.has(uid) || !documentId) return undefined
  const live = await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $notNull: true } } })
  if (!live) return undefined
  const path = addressOf(uid, live)
  if (!path || path === '/') return undefined
  const toolSlug = uid === TOOL ? live.slug : undefined
  const references = await liveReferences(strapi, { uid, documentId, path, toolSlug })
  if (references.length === 0) return undefined
  const listed = references.slice(0, LISTED).join('; ')
  const more = references.length > LISTED ? `; and ${references.length - LISTED} more` : ''
  return {
    path: [],
    message: `“${nameOf(live)}” (${path}) is what ${references.length === 1 ? 'this leads' : 'these lead'} to: ${listed}${more}. If you ${verb} it, visitors following ${references.length === 1 ? 'it' : 'them'} would see “page not found”. Change or remove ${references.length === 1 ? 'that link' : 'those links'} first, then ${verb} it.`,
  }
}

module.exports = { inboundLinkProblem }
