/**
 * Marks a modal the island has not taken over yet (its value: the modal's view): the server's render
 * of the island's own modal, which a document page shows at once when a click opens it while its
 * island is still loading, or open for an address that asks for it (`?auth=sign-in`). The island
 * hydrates it in place and drops the mark.
 */
export const PENDING_FRAME_ATTRIBUTE = 'data-pending-frame'

/**
 * Marks an island's element that a React root already holds, though the loader did not mount it (the
 * visitor root, started by the header, holds the auth island's element): its clicks are the island's.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live'

/** The `<template>` holding a modal's server render (its fields stay out of the page until it is shown). */
export const pendingFrameTemplateId = (modal: string): string => `island-pending-${modal}`

/** The notice the island loader shows when an island's code cannot be loaded even after a reload. */
export const ISLAND_FAILED_ID = 'island-failed'
