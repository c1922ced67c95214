const { applyEditorViews } = require('./editor/apply-views')
const { publishProblems, saveProblems, textLengthProblems } = require('./editor/publish-checks')
const { pageSlugProblem, slugForNewPage } = require('./editor/page-slug')
const { redirectProblems } = require('./editor/redirect-checks')
const { refusal } = require('./editor/refusal')
const { inboundLinkProblem } = require('./editor/inbound-links')
const { settleSchedule } = require('./editor/schedule-intent')
const { ownSitePath } = require('./editor/site-address')
const { sessionEndRoute } = require('./editor/session-end')
const views = require('./editor-views.json')

const PAGE = 'api::page.page'
const REDIRECT = 'api::redirect.redirect'
const GLOBAL = 'api::pdfrest-global.pdfrest-global'
const composed = new Set([PAGE, 'api::product.product', 'api::api-tool.api-tool'])
const checked = new Set([...composed, REDIRECT, GLOBAL])

/** A new page's slug follows its title; a typed one is lowercased; either must be free. */
async function slugProblems(strapi, action, data, documentId) {
  if (action === 'create') {
    const taken = async (slug) => (await strapi.db.query(PAGE).count({ where: { slug } })) > 0
    data.slug = await slugForNewPage(data, taken)
  } else if (typeof data.slug === 'string') {
    data.slug = data.slug.trim().toLowerCase()
  }
  const problem = await pageSlugProblem(strapi, data.slug, documentId)
  return problem ? [{ path: ['slug'], message: problem }] : []
}

/** The draft as stored, with what a check needs of it, or undefined for a new document. */
function readDraft(strapi, uid, documentId) {
  if (!documentId) return undefined
  const populate = composed.has(uid) ? { blocks: views.blocksPopulate } : uid === GLOBAL ? '*' : undefined
  return strapi.documents(uid).findOne({ documentId, status: 'draft', ...(populate ? { populate } : {}) })
}

async function onSave(strapi, { uid, action, params }) {
  const data = params.data
  const documentId = params.documentId
  // Every content type: the admin leaves text lengths to this check, which names the field.
  const problems = textLengthProblems(strapi, uid, data)
  if (!checked.has(uid)) {
    if (problems.length > 0) throw refusal('Not saved', problems)
    return
  }
  if (uid === PAGE) problems.push(...(await slugProblems(strapi, action, data, documentId)))
  if (uid === REDIRECT) {
    // Pasted from the browser, the site's own address is kept as the path it names.
    if (typeof data.to === 'string' && ownSitePath(data.to)) data.to = ownSitePath(data.to)
    const stored = (await readDraft(strapi, uid, documentId)) ?? {}
    problems.push(
      ...(await redirectProblems(strapi, { ...stored, ...data }, { documentId, published: false })),
    )
  } else {
    problems.push(...(await saveProblems(strapi, uid, data, { uid, slug: data.slug })))
  }
  if (problems.length > 0) throw refusal('Not saved', problems)
}

async function onPublish(strapi, { uid, params }) {
  const draft = await readDraft(strapi, uid, params.documentId)
  if (!draft) return
  const problems =
    uid === REDIRECT
      ? await redirectProblems(strapi, draft, { documentId: params.documentId, published: true })
      : await publishProblems(strapi, uid, draft)
  if (problems.length > 0) throw refusal('Not published', problems)
}

/** Unpublishing or deleting what live pages or redirects lead to would break their links. */
async function onTakeDown(strapi, { uid, action, params }) {
  const verb = action === 'delete' ? 'delete' : 'unpublish'
  const problem = await inboundLinkProblem(strapi, uid, params.documentId, verb)
  if (problem) throw refusal(action === 'delete' ? 'Not deleted' : 'Not unpublished', [problem])
}

/**
 * Editors' guard rails, on Strapi's document service so they hold for the admin and the API alike:
 * a new page's slug follows its title and must be free, links must lead somewhere, redirects must
 * be ones the site will follow, a text must fit its field (in every content type); checked on every
 * save and once more at publish. Refusals have the
 * shape of Strapi's own validation errors, so the admin keeps the editor's work.
 */
function guardDocuments(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context
    if (!uid.startsWith('api::')) return next()
    if ((action === 'create' || action === 'update') && params?.data) await onSave(strapi, context)
    if (!checked.has(uid)) return next()
    if (action === 'publish' && params?.documentId) await onPublish(strapi, context)
    if ((action === 'unpublish' || action === 'delete') && params?.documentId)
      await onTakeDown(strapi, context)
    return next()
  })
}

module.exports = {
  register({ strapi }) {
    // The admin's own inputs (src/admin/app.js), stored as the Strapi type each names.
    strapi.customFields.register(views.customFields)
    if (process.env.CMS_SEEDING !== 'true') guardDocuments(strapi)
    strapi.documents.use((context, next) => settleSchedule(strapi, context, next))
    strapi.server.use(sessionEndRoute(strapi))
  },
  async bootstrap({ strapi }) {
    await applyEditorViews(strapi)
  },
}
