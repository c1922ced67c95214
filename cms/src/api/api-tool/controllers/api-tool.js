const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreController('api::api-tool.api-tool')
