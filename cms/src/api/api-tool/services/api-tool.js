const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreService('api::api-tool.api-tool')
