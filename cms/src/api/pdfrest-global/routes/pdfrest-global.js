const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::pdfrest-global.pdfrest-global')
