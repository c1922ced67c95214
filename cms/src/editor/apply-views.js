/**
 * Applies the editor views the site generates from its block schemas (editor-views.json, written by
 * `npm run cms:components`): field labels, help, examples and the edit layout of every component and
 * content type, so the admin says "Price per month, billed monthly" instead of a field's name. Runs
 * at every start: the code owns these views, as it owns the content types.
 */
const views = require('../editor-views.json')

const ROW = 12
const fixedFullWidth = new Set(['component', 'dynamiczone', 'json', 'richtext', 'blocks'])
const textTypes = new Set(['string', 'text'])

function sizeOf(attribute, help) {
  if (fixedFullWidth.has(attribute.type)) return ROW
  return help && help.width === 'half' ? 6 : ROW
}

/**
 * Rows of the edit view: the fields Strapi shows (its current layout) in the declared order, each
 * row filled up to 12 columns before the next starts.
 */
function editLayout(currentRows, attributes, fields) {
  const shown = currentRows.flat().map((element) => element.name)
  const ordered = [
    ...Object.keys(fields).filter((name) => shown.includes(name)),
    ...shown.filter((name) => !(name in fields)),
  ]
  const rows = []
  let row = []
  let used = 0
  for (const name of ordered) {
    const size = sizeOf(attributes[name], fields[name])
    if (used + size > ROW) {
      rows.push(row)
      row = []
      used = 0
    }
    row.push({ name, size })
    used += size
  }
  if (row.length > 0) rows.push(row)
  return rows
}

function withHelp(configuration, attributes, fields, mainField) {
  const metadatas = { ...configuration.metadatas }
  for (const [name, help] of Object.entries(fields)) {
    if (!(name in attributes) || !metadatas[name]) continue
    metadatas[name] = {
      edit: {
        ...metadatas[name].edit,
        label: help.label,
        description: help.description ?? '',
        placeholder: help.placeholder ?? '',
      },
      list: { ...metadatas[name].list, label: help.label },
    }
  }
  const settings = mainField ? { ...configuration.settings, mainField } : configuration.settings
  // The list shows what is scheduled, and when, beside each entry's status.
  const list = configuration.layouts.list ?? []
  const scheduled = 'publish_at' in attributes && !list.includes('publish_at')
  return {
    settings,
    metadatas,
    layouts: {
      ...configuration.layouts,
      ...(scheduled ? { list: [...list, 'publish_at'] } : {}),
      edit: editLayout(configuration.layouts.edit ?? [], attributes, fields),
    },
  }
}

async function applyEditorViews(strapi) {
  const manager = strapi.plugin('content-manager')
  const components = manager.service('components')
  const contentTypes = manager.service('content-types')
  for (const [uid, view] of Object.entries(views.components)) {
    const component = strapi.components[uid]
    if (!component) continue
    const configuration = await components.findConfiguration(component)
    await components.updateConfiguration(
      component,
      // A plan card is named by its plan (it has no text field Strapi could show instead).
      withHelp(
        configuration,
        component.attributes,
        view.fields,
        component.attributes.plan ? 'plan' : undefined,
      ),
    )
  }
  for (const [uid, view] of Object.entries(views.contentTypes)) {
    const contentType = strapi.contentTypes[uid]
    if (!contentType) continue
    const configuration = await contentTypes.findConfiguration(contentType)
    await contentTypes.updateConfiguration(
      contentType,
      withHelp(configuration, contentType.attributes, view.fields, view.mainField),
    )
  }
}

module.exports = { applyEditorViews, editLayout }
