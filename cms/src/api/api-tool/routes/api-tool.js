const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::api-tool.api-tool')
