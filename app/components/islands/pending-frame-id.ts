/**
 * Marks a modal's frame: the element a document page shows at once when a click opens a modal whose
 * island is still loading (its value: the modal's view), and the same frame the server shows open for
 * an address that asks for the modal (`?auth=sign-in`). The island takes it over as the modal opens.
 */
export const PENDING_FRAME_ATTRIBUTE = 'data-pending-frame'

/** The `<template>` holding a modal's frame (its fields stay out of the page until it is shown). */
export const pendingFrameTemplateId = (modal: string): string => `island-pending-${modal}`

/** The notice the island loader shows when an island's code cannot be loaded even after a reload. */
export const ISLAND_FAILED_ID = 'island-failed'
