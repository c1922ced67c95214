/**
 * Marks a block's sign-up button. Its click opens the sign-up modal wherever the page is: on a
 * document page (no hydration) the island loader wakes the auth island and replays the click, and the
 * visitor root's OpensDialogs opens the modal; on an app page the app's OpensDialogs does the same
 * (app/components/auth/opens-dialogs.tsx). So the block needs no opener of its own.
 */
export const SIGN_UP_TRIGGER = { 'data-island-trigger': 'auth', 'data-opens': 'sign-up' } as const
