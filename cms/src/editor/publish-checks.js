/**
 * Checks a document as it is saved and again as it is published, in the words its editor uses:
 * links must be web addresses or paths that reach a page of the site, images need alternative text
 * (or the Decorative image switch), a page needs at least one section. Each problem carries the path of
 * its field, so the admin marks it; the site keeps its own checks as the last line.
 */
const { documentFields } = require('./document-fields')
const { isInternal, linkTargets } = require('./link-targets')
const { planPriceProblems } = require('./plan-prices')
const { asJudged } = require('./site-address')

/** A path of this site (`/pricing/`, `#faq`, `?ref=ad`) or an http(s) address. */
function isAllowedLink(value) {
  const link = String(value).trim()
  if (isInternal(link)) return true
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const quoted = (link) => `“${link.slice(0, 60)}”`

/** Problems of a document's links: their form, then whether they reach something. */
async function linkProblems(links, reaches) {
  const problems = []
  for (const { path, where, label, value: typed } of links) {
    const value = asJudged(typed)
    const at = where ? `${where}: the ${label}` : `The ${label}`
    if (!isAllowedLink(value)) {
      problems.push({
        path,
        message: `${at} ${quoted(value)} is not a page of this site or a web address. Use a path such as /pricing/ or an address starting with https://.`,
      })
    } else if (isInternal(value) && !(await reaches(value))) {
      problems.push({
        path,
        message: `${at} ${quoted(value)} leads to no page of this site: visitors would see “page not found”. Check the spelling, or publish the page it points to first.`,
      })
    }
  }
  return problems
}

function imageProblems(images) {
  return images
    .filter(({ image, decorative }) => {
      const text = image && typeof image === 'object' ? image.alternativeText : undefined
      return !decorative && !(typeof text === 'string' && text.trim() !== '')
    })
    .map(({ path, where, label, image, decorativeLabel }) => {
      const tick = decorativeLabel ? `, or turn on “${decorativeLabel}”` : ''
      return {
        path,
        message: `${where}: the ${label} “${image.name ?? 'image'}” has no alternative text. Describe what it shows in the Media Library${tick}.`,
      }
    })
}

/**
 * Texts longer than their field takes, counted as Strapi counts them (UTF-16 units), with the
 * number to cut: the admin's counter shows the same figures while typing.
 */
function textLengthProblems(strapi, uid, data) {
  return documentFields(strapi, uid, data)
    .texts.filter(({ value, max }) => value.length > max)
    .map(({ path, where, label, value, max }) => {
      const over = value.length - max
      const at = where ? `${where}: the ${label}` : `The ${label}`
      return {
        path,
        message: `${at} is ${value.length} characters long; at most ${max} fit. Shorten it by ${over} character${over === 1 ? '' : 's'}.`,
      }
    })
}

/** Problems of a document being saved (images arrive as ids then: their text is checked at publish). */
async function saveProblems(strapi, uid, data, own) {
  const { links } = documentFields(strapi, uid, data)
  const problems = await linkProblems(links, linkTargets(strapi, { published: false, own }))
  return [...problems, ...planPriceProblems(data)]
}

/** Problems of a document being published, read back with its sections populated. */
async function publishProblems(strapi, uid, document) {
  const problems = []
  if (uid === 'api::page.page' && (!document.blocks || document.blocks.length === 0)) {
    problems.push({
      path: ['blocks'],
      message:
        'This page has no sections yet. Add at least one section (for example a Hero) before publishing.',
    })
  }
  const { links, images } = documentFields(strapi, uid, document)
  const own = { uid, slug: document.slug }
  problems.push(...(await linkProblems(links, linkTargets(strapi, { published: true, own }))))
  problems.push(...imageProblems(images))
  problems.push(...planPriceProblems(document))
  return problems
}

module.exports = { isAllowedLink, publishProblems, saveProblems, textLengthProblems }
