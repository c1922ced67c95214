import * as React from 'react'
import { Typography } from '@strapi/design-system'
import { useAuth } from '@strapi/strapi/admin'

/**
 * The Publish button of a role that may not publish (a Writer) is grey: this panel beside it says
 * why and what to do instead. Users who may publish never see it.
 */
export function PublishHintPanel({ model }) {
  const permissions = useAuth('PublishHintPanel', (state) => state.permissions)
  const mayPublish = permissions.some(
    (permission) =>
      permission.action === 'plugin::content-manager.explorer.publish' && permission.subject === model,
  )
  if (mayPublish) return null
  return {
    title: 'Publishing',
    content: (
      <Typography variant="pi" textColor="neutral600">
        A marketer publishes: ask a marketer (for example marketer@example.com) to publish your saved draft or
        to give it a “Publish at” time. Save keeps your work as a draft; visitors don’t see it until then.
      </Typography>
    ),
  }
}
