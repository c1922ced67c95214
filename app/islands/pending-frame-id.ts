/** The element the island loader shows at once when a click opens a modal whose island is still loading. */
export const PENDING_DIALOG_ID = 'island-pending-dialog'

/** The notice the island loader shows when an island's code cannot be loaded even after a reload. */
export const ISLAND_FAILED_ID = 'island-failed'
