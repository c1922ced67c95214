const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreController('api::legal-page.legal-page')
