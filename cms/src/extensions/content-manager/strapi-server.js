const { slugProblem } = require('../../editor/page-slug')

/**
 * The URL slug field's own "Available" / "Unavailable" state agrees with the save: a slug the site
 * serves itself (account, apilab, …) is unavailable, and the suggestion Strapi offers instead is
 * one the save accepts. Before a page has a name its slug is empty: Strapi's stand-in, the model's
 * name (`page`), read as the address the new page would get.
 */
const isPageSlug = ({ contentTypeUID, field }) => contentTypeUID === 'api::page.page' && field === 'slug'

module.exports = (plugin) => {
  const uidService = plugin.services.uid
  plugin.services.uid = (deps) => {
    const service = uidService(deps)
    return {
      ...service,
      async checkUIDAvailability(params) {
        if (isPageSlug(params) && slugProblem(params.value)) return false
        return service.checkUIDAvailability.call(this, params)
      },
      async generateUIDField(params) {
        const title = params.data?.title
        if (isPageSlug(params) && (typeof title !== 'string' || title.trim() === '')) return ''
        return service.generateUIDField.call(this, params)
      },
      async findUniqueUID(params) {
        const value = isPageSlug(params) && slugProblem(params.value) ? `${params.value}-page` : params.value
        return service.findUniqueUID.call(this, { ...params, value })
      },
    }
  }
  return plugin
}
