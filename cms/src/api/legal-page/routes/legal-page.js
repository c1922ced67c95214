const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::legal-page.legal-page')
