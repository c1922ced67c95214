/**
 * A pricing card sells one of the billing plans: the editor chooses the plan and the site reads its
 * name and monthly price from the plan catalogue, so a card can never show a price the customer will
 * not pay. A card must therefore name its plan, and a table shows each plan once. Its annual prices
 * are the marketer's to write, within what billing allows: Starter is free either way, a paid plan's
 * annual price is above zero and no more than its monthly price, and a struck-through original
 * price is the plan's monthly price. The plan names and prices come from the site's plan catalogue
 * (editor-views.json, written by `npm run cms:components`).
 */
const views = require('../editor-views.json')

const planPrices = views.planPrices
const plans = Object.keys(planPrices)

const dollars = (amount) => `$${Number(amount).toFixed(2)}`

const isPrice = (value) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')

/** Problems of one card's annual prices against its plan's monthly price. */
function annualPriceProblems(card, plan, where, pricePath) {
  const monthly = planPrices[plan]
  const prices = card?.price_data
  if (!prices || typeof prices !== 'object') return []
  const annual = isPrice(prices.price_per_month_annual) ? Number(prices.price_per_month_annual) : undefined
  const discounted = isPrice(prices.discounted_price_per_month_annual)
    ? Number(prices.discounted_price_per_month_annual)
    : undefined
  const annualPath = [...pricePath, 'price_per_month_annual']
  const discountedPath = [...pricePath, 'discounted_price_per_month_annual']
  if (monthly === 0) {
    const problems = []
    if (annual !== undefined && annual !== 0)
      problems.push({
        path: annualPath,
        message: `${where}: the ${plan} plan is free, so its annual price must be 0 (this card says ${dollars(annual)}).`,
      })
    if (discounted !== undefined)
      problems.push({
        path: discountedPath,
        message: `${where}: the ${plan} plan is free, so it has no discounted price. Leave that field empty.`,
      })
    return problems
  }
  if (annual === undefined) return []
  if (discounted === undefined) {
    if (annual <= 0 || annual > monthly)
      return [
        {
          path: annualPath,
          message: `${where}: the ${plan} plan's annual price must be above $0 and at most its monthly price, ${dollars(monthly)} (this card says ${dollars(annual)}).`,
        },
      ]
    return []
  }
  const problems = []
  if (annual !== monthly)
    problems.push({
      path: annualPath,
      message: `${where}: with a discounted price, the price shown struck through must be the ${plan} plan's monthly price, ${dollars(monthly)} (this card says ${dollars(annual)}).`,
    })
  if (discounted <= 0 || discounted >= monthly)
    problems.push({
      path: discountedPath,
      message: `${where}: the discounted annual price must be above $0 and below the ${plan} plan's monthly price, ${dollars(monthly)} (this card says ${dollars(discounted)}).`,
    })
  return problems
}

/** Problems of the plan cards of a document's pricing tables, with their fields' paths. */
function planPriceProblems(data) {
  const problems = []
  ;(Array.isArray(data?.blocks) ? data.blocks : []).forEach((block, index) => {
    if (block?.__component !== 'blocks.pricing-table' || !Array.isArray(block.cards)) return
    const seen = new Set()
    block.cards.forEach((card, cardIndex) => {
      const where = `Section ${index + 1} (Pricing table), plan card ${cardIndex + 1}`
      const cardPath = ['blocks', index, 'cards', cardIndex]
      const path = [...cardPath, 'plan']
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
      } else {
        problems.push(...annualPriceProblems(card, plan, where, [...cardPath, 'price_data']))
      }
      seen.add(plan)
    })
  })
  return problems
}

module.exports = { planPriceProblems }
