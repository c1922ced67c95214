/** Where a document appears on the site; null for content that has no page of its own. */
function sitePathFor(uid, slug) {
  switch (uid) {
    case 'api::page.page':
      return slug === 'home' ? '/' : slug ? `/${slug}/` : null
    case 'api::product.product':
      return slug ? `/products/${slug}/` : null
    case 'api::api-tool.api-tool':
      return slug ? `/apitools/${slug}/` : null
    case 'api::legal-page.legal-page':
      return slug ? `/${slug}/` : null
    case 'api::pdfrest-global.pdfrest-global':
      return '/'
    default:
      return null
  }
}

module.exports = { sitePathFor }
