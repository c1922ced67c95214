const { errors } = require('@strapi/utils')
const { applyEditorViews } = require('./editor/apply-views')
const { publishProblem, saveProblem } = require('./editor/publish-checks')
const { slugForNewPage, slugProblem } = require('./editor/page-slug')
const views = require('./editor-views.json')

const PAGE = 'api::page.page'
const composed = new Set([PAGE, 'api::product.product', 'api::api-tool.api-tool'])

/**
 * Editors' guard rails, on Strapi's document service so they hold for the admin and the API alike:
 * a new page's slug follows its title, slugs the site serves itself are refused, links are checked
 * on every save and a document's sections once more when it is published.
 */
function guardDocuments(strapi) {
  strapi.documents.use(async (context, next) => {
    if (!composed.has(context.uid)) return next()
    const { action, params } = context
    const data = params?.data
    if ((action === 'create' || action === 'update') && data) {
      if (context.uid === PAGE) {
        if (action === 'create') {
          const taken = async (slug) => (await strapi.db.query(PAGE).count({ where: { slug } })) > 0
          data.slug = await slugForNewPage(data, taken)
        } else if (typeof data.slug === 'string') {
          data.slug = data.slug.trim().toLowerCase()
        }
        const problem = slugProblem(data.slug)
        if (problem) throw new errors.ValidationError(problem)
      }
      const problem = saveProblem(data)
      if (problem) throw new errors.ValidationError(problem)
    }
    if (action === 'publish' && params?.documentId) {
      const draft = await strapi.documents(context.uid).findOne({
        documentId: params.documentId,
        status: 'draft',
        populate: { blocks: views.blocksPopulate },
      })
      const problem = draft ? publishProblem(context.uid, draft) : undefined
      if (problem) throw new errors.ValidationError(problem)
    }
    return next()
  })
}

module.exports = {
  register({ strapi }) {
    guardDocuments(strapi)
  },
  async bootstrap({ strapi }) {
    await applyEditorViews(strapi)
  },
}
