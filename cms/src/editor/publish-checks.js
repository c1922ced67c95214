/**
 * Checks a page, product or API tool as it is published, in the words its editor uses: links must
 * be site paths or web addresses, images need alternative text (or the Decorative tick), a page
 * needs at least one section. The labels and which fields hold links and images come from the
 * site's block schemas (editor-views.json); the site keeps its own checks as the last line.
 */
const views = require('../editor-views.json')

/** A path of this site (`/pricing/`, `#faq`, `?ref=ad`) or an http(s) address. */
function isAllowedLink(value) {
  const link = String(value).trim()
  if (/^(\/(?!\/)|#|\?)/.test(link)) return true
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const lower = (label) => label.charAt(0).toLowerCase() + label.slice(1)

/** Problems in one component value (a block or a nested part), with a path of labels. */
function componentProblems(uid, value, where, checkImages) {
  const view = views.components[uid]
  if (!view || !value || typeof value !== 'object') return []
  const label = (name) => lower(view.fields[name]?.label ?? name)
  const problems = []
  for (const name of view.links) {
    const link = value[name]
    if (typeof link === 'string' && link.trim() !== '' && !isAllowedLink(link)) {
      problems.push(
        `${where}: the ${label(name)} “${link.slice(0, 60)}” is not a page of this site or a web address. Use a path such as /pricing/ or an address starting with https://.`,
      )
    }
  }
  for (const name of checkImages ? view.images : []) {
    const image = value[name]
    const described =
      image && typeof image.alternativeText === 'string' && image.alternativeText.trim() !== ''
    if (image && !described && value.decorative !== true) {
      const tick = view.fields.decorative ? `, or tick “${view.fields.decorative.label}”` : ''
      problems.push(
        `${where}: the ${label(name)} “${image.name ?? 'image'}” has no alternative text. Describe what it shows in the Media Library${tick}.`,
      )
    }
  }
  for (const [name, nestedUid] of Object.entries(view.nested)) {
    const nested = value[name]
    const items = Array.isArray(nested) ? nested : [nested]
    items.forEach((item, index) => {
      const part = Array.isArray(nested)
        ? `${view.fields[name]?.label ?? name} ${index + 1}`
        : (view.fields[name]?.label ?? name)
      problems.push(...componentProblems(nestedUid, item, `${where}, ${lower(part)}`, checkImages))
    })
  }
  return problems
}

/** Every problem of a document's sections, numbered as the editor sees them. */
function sectionProblems(blocks, checkImages) {
  return (blocks ?? []).flatMap((block, index) => {
    const label = views.components[block.__component]?.label ?? block.__component
    return componentProblems(block.__component, block, `Section ${index + 1} (${label})`, checkImages)
  })
}

const summary = (verb, problems) => {
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''
  return `${verb}: ${problems.slice(0, 3).join(' ')}${more}`
}

/** Why a document may not be published yet, as one message; undefined when it may. */
function publishProblem(uid, document) {
  const problems = []
  if (uid === 'api::page.page' && (!document.blocks || document.blocks.length === 0)) {
    problems.push(
      'This page has no sections yet. Add at least one section (for example a Hero) before publishing.',
    )
  }
  problems.push(...sectionProblems(document.blocks, true))
  return problems.length === 0 ? undefined : summary('Not published', problems)
}

/**
 * The link check on every save too, so a `javascript:` link is caught while the editor is still
 * on it (images arrive as ids on a save: their text is checked at publish).
 */
function saveProblem(data) {
  const problems = sectionProblems(data?.blocks, false)
  return problems.length === 0 ? undefined : summary('Not saved', problems)
}

module.exports = { isAllowedLink, publishProblem, saveProblem }
