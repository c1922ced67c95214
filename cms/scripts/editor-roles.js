/**
 * The editors' own roles and a demo user for each (password `Demo-pass-1!`, listed in the READMEs):
 * a Marketer composes and publishes pages, redirects, products, API tools, legal pages and the site
 * settings and manages media; a Writer drafts pages and uploads media but cannot publish. Neither has
 * the Content-Type Builder, the users, the settings or the super admin's guided tour. Roles are
 * found by name and their permissions set again on every seed, so they stay what the code says.
 */
const demoPassword = process.env.CMS_ADMIN_PASSWORD || 'Demo-pass-1!'
const ACTIONS = 'plugin::content-manager.explorer.'
const media = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
]

const roles = [
  {
    name: 'Marketer',
    description: 'Composes and publishes pages, redirects, products, API tools and the site settings.',
    user: { email: 'marketer@example.com', firstname: 'Maria', lastname: 'Marketer' },
    subjects: [
      'api::page.page',
      'api::redirect.redirect',
      'api::product.product',
      'api::api-tool.api-tool',
      'api::legal-page.legal-page',
      'api::pdfrest-global.pdfrest-global',
    ],
    actions: ['create', 'read', 'update', 'delete', 'publish'],
  },
  {
    name: 'Writer',
    description: 'Drafts pages for a marketer to publish.',
    user: { email: 'writer@example.com', firstname: 'Walter', lastname: 'Writer' },
    subjects: ['api::page.page'],
    actions: ['create', 'read', 'update'],
  },
]

async function editorRoles(strapi) {
  const roleService = strapi.service('admin::role')
  const users = strapi.service('admin::user')
  const { actionProvider } = strapi.service('admin::permission')
  const contentTypes = strapi.service('admin::content-type')
  const created = []
  for (const spec of roles) {
    const role =
      (await roleService.findOne({ name: spec.name })) ??
      (await roleService.create({ name: spec.name, description: spec.description }))
    const actions = actionProvider
      .values()
      .filter((action) => spec.actions.some((name) => action.actionId === `${ACTIONS}${name}`))
      .map((action) => ({
        ...action,
        subjects: action.subjects.filter((subject) => spec.subjects.includes(subject)),
      }))
    // A role that may not publish may not set the time a document publishes itself either.
    const mayPublish = spec.actions.includes('publish')
    const fieldsFor = (permission) =>
      mayPublish || !permission.properties?.fields
        ? permission
        : {
            ...permission,
            properties: {
              ...permission.properties,
              fields: permission.properties.fields.filter((field) => field !== 'publish_at'),
            },
          }
    const permissions = [
      ...contentTypes.getPermissionsWithNestedFields(actions).map(fieldsFor),
      ...media.map((action) => ({ action, subject: null, properties: {}, conditions: [] })),
    ]
    await roleService.assignPermissions(role.id, permissions)
    if (!(await users.exists({ email: spec.user.email }))) {
      await users.create({ ...spec.user, password: demoPassword, isActive: true, roles: [role.id] })
      created.push(spec.user.email)
    }
  }
  return roles.map((spec) => ({
    role: spec.name,
    email: spec.user.email,
    created: created.includes(spec.user.email),
  }))
}

module.exports = { editorRoles, demoPassword }
