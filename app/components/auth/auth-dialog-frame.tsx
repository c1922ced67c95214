import { Eye, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button, field } from 'styled-system/recipes'
import type { AuthFlash, AuthModalView } from '#shared/api/auth-modal.schema.ts'
import { SupportText } from '#ui/support-text.tsx'
import { modalBoxStyle } from '#ui/modal-box.ts'
import { PENDING_FRAME_ATTRIBUTE } from '~/components/islands/pending-frame-id.ts'
import { NEEDS_SCRIPT } from '~/components/shell/needs-script.ts'
import { panelStyles } from './auth-panel.tsx'
import { ProviderButtons } from './provider-buttons.tsx'

const frameStyles = {
  layer: css({
    position: 'fixed',
    inset: '0',
    zIndex: 'modal',
    display: 'grid',
    placeItems: 'center',
    bg: 'black/60',
  }),
  // As the island's modal (ui/modal-dialog.tsx): the browser's own, in the top layer.
  modal: `${modalBoxStyle} ${css({ m: 'auto', _backdrop: { bg: 'black/60' } })}`,
  loading: css({ mt: '2', fontSize: 'xs', color: 'fg.muted', textAlign: 'center' }),
  top: css({ display: 'flex', alignItems: 'flex-start', gap: '4' }),
  title: css({ fontSize: '2xl', fontWeight: 'bold' }),
  text: css({ mt: '1', color: 'fg.muted' }),
  note: css({ mt: '6', p: '4', borderRadius: 'md', bg: 'bg.muted' }),
  // Sent before the island took over: the island sends it as it arrives (island-loader.ts).
  form: css({ '&[aria-busy=true] [type=submit]': { opacity: '0.7', cursor: 'progress' } }),
}

/** Where the frame's links lead: the same page with another view of the modal, or without it. */
export type FrameLinks = { close: string; view: (view: AuthModalView) => string }

/**
 * A modal of the sign-in flow as plain server HTML, the same texts, labels and names as the island's
 * panels (sign-in-panel.tsx, password-reset-view.tsx): the frame the island loader shows at the first
 * click (from a `<template>`), and the modal a page's `?auth=` address shows open, with or without
 * JavaScript. Its forms post to the same routes as the island; sign-up needs the island's bot check.
 */
export function AuthDialogFrame({
  view,
  returnTo,
  providers,
  links,
  flash,
  shownBy,
}: {
  view: AuthModalView
  returnTo: string
  providers: string[]
  links: FrameLinks
  flash?: AuthFlash
  /** The loader (a `<dialog>` it opens with showModal()), or the server (open in the page's HTML). */
  shownBy: 'loader' | 'server'
}) {
  const labels = { 'aria-labelledby': 'auth-frame-title', 'aria-describedby': 'auth-frame-text' }
  const content =
    view === 'sign-in' ? (
      <SignInFrame returnTo={returnTo} providers={providers} links={links} flash={flash} />
    ) : view === 'recovery' ? (
      <RecoveryFrame returnTo={returnTo} links={links} flash={flash} />
    ) : (
      <SignUpFrame links={links} />
    )
  if (shownBy === 'loader') {
    return (
      <dialog {...{ [PENDING_FRAME_ATTRIBUTE]: view }} {...labels} className={frameStyles.modal}>
        {content}
        {/* The modal's finer points (show password, checks as you type) are on their way. */}
        <p role="status" className={frameStyles.loading}>
          Loading…
        </p>
      </dialog>
    )
  }
  return (
    <div {...{ [PENDING_FRAME_ATTRIBUTE]: view }} className={frameStyles.layer}>
      <div role="dialog" aria-modal="true" {...labels} className={modalBoxStyle}>
        {content}
      </div>
    </div>
  )
}

function FrameHeader({ title, text, close }: { title: string; text: string; close: string }) {
  return (
    <div className={frameStyles.top}>
      <div className={css({ flex: '1' })}>
        <h2 id="auth-frame-title" className={frameStyles.title}>
          {title}
        </h2>
        <p id="auth-frame-text" className={frameStyles.text}>
          {text}
        </p>
      </div>
      <a href={close} aria-label="Close" className={button({ variant: 'ghost', size: 'sm' })}>
        <X aria-hidden="true" size={20} />
      </a>
    </div>
  )
}

/** The flashed answer of a form post: a failure as an alert, a recovery's success as a status. */
function FlashMessage({ flash }: { flash?: AuthFlash }) {
  if (!flash?.message) return null
  return flash.ok ? (
    <div role="status" className={panelStyles.status}>
      <SupportText text={flash.message} />
    </div>
  ) : (
    <div role="alert" className={field().alert}>
      <SupportText text={flash.message} />
    </div>
  )
}

function FrameField({
  name,
  label,
  type,
  autoComplete,
  autoFocus,
  defaultValue,
  invalid,
  children,
}: {
  name: 'email' | 'password'
  label: string
  type: 'email' | 'password'
  autoComplete: string
  autoFocus: boolean
  defaultValue?: string
  invalid: boolean
  children?: ReactNode
}) {
  const classes = field()
  const id = `auth-frame-${name}`
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      aria-invalid={invalid}
      className={classes.control}
    />
  )
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children ? (
        <div className={classes.reveal}>
          {input}
          {children}
        </div>
      ) : (
        input
      )}
    </div>
  )
}

function SignInFrame({
  returnTo,
  providers,
  links,
  flash,
}: {
  returnTo: string
  providers: string[]
  links: FrameLinks
  flash?: AuthFlash
}) {
  // After a failed post the email is kept: the password is what to type again, unless the email was at fault.
  const focus = flash?.email && flash.field !== 'email' ? 'password' : 'email'
  return (
    <>
      <FrameHeader title="Welcome back!" text="Sign in to your account." close={links.close} />
      <div className={css({ mt: '6' })}>
        <ProviderButtons providers={providers} />
      </div>
      <PostedForm
        action="/api/auth/sign-in/"
        label="Sign in"
        returnTo={returnTo}
        flash={flash}
        focusEmail={focus === 'email'}
      >
        <FrameField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={focus === 'password'}
          invalid={flash?.field === 'password'}
        >
          {/* Shows the password once the island has taken over; without JavaScript it is not there. */}
          <button
            type="button"
            aria-label="Show password"
            aria-pressed="false"
            disabled
            {...NEEDS_SCRIPT}
            className={field().toggle}
          >
            <Eye aria-hidden="true" size={18} />
          </button>
        </FrameField>
        <div>
          <a href={links.view('recovery')} className={panelStyles.linkButton}>
            Forgot password?
          </a>
        </div>
        <button type="submit" className={button({ size: 'lg' })}>
          Sign In
        </button>
      </PostedForm>
      <p className={panelStyles.footer}>
        Don't have an account?{' '}
        <a href={links.view('sign-up')} className={panelStyles.linkButton}>
          Sign up
        </a>
      </p>
    </>
  )
}

/**
 * A frame's form as the server posts it without JavaScript: where the visitor returns, the flashed
 * message of the last post, and the email field (kept after a refusal, marked when it was at fault).
 */
function PostedForm({
  action,
  label,
  returnTo,
  flash,
  focusEmail,
  children,
}: {
  action: string
  label: string
  returnTo: string
  flash?: AuthFlash
  focusEmail: boolean
  children: ReactNode
}) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      aria-label={label}
      className={`${panelStyles.form} ${frameStyles.form}`}
    >
      <input type="hidden" name="return_to" value={returnTo} />
      <FlashMessage flash={flash} />
      <FrameField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus={focusEmail}
        defaultValue={flash?.email}
        invalid={flash?.field === 'email'}
      />
      {children}
    </form>
  )
}

function RecoveryFrame({
  returnTo,
  links,
  flash,
}: {
  returnTo: string
  links: FrameLinks
  flash?: AuthFlash
}) {
  return (
    <>
      <FrameHeader
        title="Password Reset"
        text="Enter your email and we will send you a link to choose a new password. A reset can be requested only once every 15 minutes."
        close={links.close}
      />
      <PostedForm
        action="/api/auth/recovery/"
        label="Password reset"
        returnTo={returnTo}
        flash={flash}
        focusEmail
      >
        <button type="submit" className={button({ size: 'lg' })}>
          Send recovery email
        </button>
        <a
          href={links.view('sign-in')}
          className={`${panelStyles.linkButton} ${css({ justifySelf: 'center' })}`}
        >
          Nevermind, take me back
        </a>
      </PostedForm>
    </>
  )
}

/** Sign-up runs a bot check in the browser: without JavaScript the frame says so (docs/product.md#sign-up). */
function SignUpFrame({ links }: { links: FrameLinks }) {
  return (
    <>
      <FrameHeader
        title="Let's get started"
        text="Generate a dedicated API Key by creating an account."
        close={links.close}
      />
      <noscript>
        <p role="note" className={frameStyles.note}>
          Creating an account needs JavaScript, which is off in your browser: it runs a spam check first. Turn
          JavaScript on and reload this page, or write to{' '}
          <a href="mailto:support@pdfrest.com" className={panelStyles.linkButton}>
            support@pdfrest.com
          </a>
          .
        </p>
      </noscript>
      <p className={panelStyles.footer}>
        Have an account already?{' '}
        <a href={links.view('sign-in')} className={panelStyles.linkButton}>
          Sign in
        </a>
      </p>
    </>
  )
}
