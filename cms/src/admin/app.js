import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { choices } from './editor-inputs.json'
import favicon from './favicon.svg'
import { PublishHintPanel } from './publish-hint.jsx'
import { RefusalRevealPanel } from './refusal-panel.jsx'
import { SessionNoticeRoot } from './session-notice.jsx'
import { tokenWatch } from './session-watch.js'

// The admin wears the site's mark, so editors can tell its tab from the site's at a glance. Its
// words are a marketer's: a page is made of sections, and a switch is turned on, not ticked.
export default {
  config: {
    head: { favicon },
    locales: [],
    translations: {
      en: {
        'content-manager.components.DynamicZone.add-component': 'Add a section',
        'content-manager.components.DynamicZone.ComponentPicker-label': 'Choose a section',
        'content-manager.components.DynamicZone.pick-compo': 'Choose a section',
        'content-manager.components.empty-repeatable': 'No entry yet. Click to add one.',
        'content-manager.components.DynamicZone.add-item-above': 'Add a section above',
        'content-manager.components.DynamicZone.add-item-below': 'Add a section below',
        // The section picker's group: the components' category, `blocks`.
        blocks: 'Sections',
        // A choice box looks each stored value up here: "Image", not `image`.
        ...choices,
      },
    },
  },
  // A marketer chooses a feature's icon by its picture and an API tool by its name; the server
  // registers the same custom fields with the type each stores (src/index.js).
  register(app) {
    app.addMiddlewares([tokenWatch])
    // Strapi marks its Project statistics widget for super admins but shows it to every role; its
    // links (content types, webhooks, API tokens) open "You don't have the permissions" to an editor.
    app.widgets.register((widgets) =>
      widgets.map((widget) =>
        widget.id === 'key-statistics'
          ? { ...widget, permissions: [{ action: 'admin::users.read' }] }
          : widget,
      ),
    )
    app.customFields.register([
      {
        name: 'feature-icon',
        type: 'enumeration',
        intlLabel: { id: 'editor-inputs.feature-icon', defaultMessage: 'Icon' },
        intlDescription: {
          id: 'editor-inputs.feature-icon.help',
          defaultMessage: 'An icon chosen by its picture',
        },
        components: { Input: async () => import('./feature-icon-input.jsx') },
      },
      {
        name: 'api-tool',
        type: 'string',
        intlLabel: { id: 'editor-inputs.api-tool', defaultMessage: 'API tool' },
        intlDescription: {
          id: 'editor-inputs.api-tool.help',
          defaultMessage: 'A tool of the API catalogue, chosen by its name',
        },
        components: { Input: async () => import('./api-tool-input.jsx') },
      },
      {
        name: 'plan',
        type: 'enumeration',
        intlLabel: { id: 'editor-inputs.plan', defaultMessage: 'Plan' },
        intlDescription: {
          id: 'editor-inputs.plan.help',
          defaultMessage: 'A billing plan, listed with its monthly price',
        },
        components: { Input: async () => import('./plan-input.jsx') },
      },
      {
        name: 'price',
        type: 'decimal',
        intlLabel: { id: 'editor-inputs.price', defaultMessage: 'Price' },
        intlDescription: {
          id: 'editor-inputs.price.help',
          defaultMessage: 'A price in US dollars, typed as a person writes it',
        },
        components: { Input: async () => import('./price-input.jsx') },
      },
    ])
  },
  bootstrap(app) {
    const notice = document.createElement('div')
    document.body.append(notice)
    createRoot(notice).render(createElement(SessionNoticeRoot))
    app
      .getPlugin('content-manager')
      .apis.addEditViewSidePanel((panels) => [PublishHintPanel, RefusalRevealPanel, ...panels])
  },
}
