const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreController('api::pdfrest-global.pdfrest-global')
