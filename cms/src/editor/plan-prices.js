/**
 * A pricing card sells one of the billing plans: the editor chooses the plan and the site reads its
 * name and monthly price from the plan catalogue, so a card can never show a price the customer will
 * not pay. A card must therefore name its plan, and a table shows each plan once. The plan names come
 * from the site's plan catalogue (editor-views.json, written by `npm run cms:components`).
 */
const views = require('../editor-views.json')

const plans = Object.keys(views.planPrices)

/** Problems of the plan cards of a document's pricing tables, with their fields' paths. */
function planPriceProblems(data) {
  const problems = []
  ;(Array.isArray(data?.blocks) ? data.blocks : []).forEach((block, index) => {
    if (block?.__component !== 'blocks.pricing-table' || !Array.isArray(block.cards)) return
    const seen = new Set()
    block.cards.forEach((card, cardIndex) => {
      const where = `Section ${index + 1} (Pricing table), plan card ${cardIndex + 1}`
      const path = ['blocks', index, 'cards', cardIndex, 'plan']
      const plan = card?.plan
      if (plan === undefined || plan === null || plan === '') {
        problems.push({
          path,
          message: `${where}: choose the plan this card sells (${plans.join(', ')}). Its name and monthly price come from the billing plans.`,
        })
      } else if (!plans.includes(plan)) {
        problems.push({
          path,
          message: `${where}: “${plan}” is not one of the plans customers can buy (${plans.join(', ')}).`,
        })
      } else if (seen.has(plan)) {
        problems.push({
          path,
          message: `${where}: the ${plan} plan already has a card in this table. Show each plan once.`,
        })
      }
      seen.add(plan)
    })
  })
  return problems
}

module.exports = { planPriceProblems }
