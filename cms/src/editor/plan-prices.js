/**
 * A pricing card sells one of the billing plans, at the plan's price: a card named after no plan,
 * or whose monthly price disagrees with what the billing system charges, is refused, so a page can
 * never show a price the customer will not pay. The prices come from the site's plan catalogue
 * (editor-views.json, written by `npm run cms:components`).
 */
const views = require('../editor-views.json')

const money = (value) => `$${Number(value).toFixed(2)}`
const plans = Object.keys(views.planPrices)

/** Problems of the plan cards of a document's pricing tables, with their fields' paths. */
function planPriceProblems(data) {
  const problems = []
  ;(Array.isArray(data?.blocks) ? data.blocks : []).forEach((block, index) => {
    if (block?.__component !== 'blocks.pricing-table' || !Array.isArray(block.cards)) return
    block.cards.forEach((card, cardIndex) => {
      const where = `Section ${index + 1} (Pricing table), plan ${cardIndex + 1}`
      const path = ['blocks', index, 'cards', cardIndex]
      const name = typeof card?.title === 'string' ? card.title.trim() : ''
      if (!(name in views.planPrices)) {
        problems.push({
          path: [...path, 'title'],
          message: `${where}: “${name}” is not one of the plans customers can buy (${plans.join(', ')}). Name the card after its plan.`,
        })
        return
      }
      const price = card.price_data?.price_per_month_monthly
      const charged = views.planPrices[name]
      if (typeof price === 'number' && price !== charged) {
        problems.push({
          path: [...path, 'price_data', 'price_per_month_monthly'],
          message: `${where}: the ${name} plan costs ${money(charged)} a month, billed monthly, not ${money(price)}. The price must be what the billing system charges.`,
        })
      }
    })
  })
  return problems
}

module.exports = { planPriceProblems }
