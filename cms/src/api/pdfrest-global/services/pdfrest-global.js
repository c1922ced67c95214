const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreService('api::pdfrest-global.pdfrest-global')
