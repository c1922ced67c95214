import favicon from './favicon.svg'

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
        // The section picker's group: the components' category, `blocks`.
        blocks: 'Sections',
      },
    },
  },
  bootstrap() {},
}
