import { Slide, ToastContainer } from 'react-toastify'
import { useSiteNavigation } from '#ui/site-navigation.tsx'

export const TOAST_TIMEOUT_MS = 5000

/** Bottom left, or bottom right on pages whose path contains `apilab`. */
export function toastPosition(pathname: string): 'bottom-left' | 'bottom-right' {
  return pathname.includes('apilab') ? 'bottom-right' : 'bottom-left'
}

export function Toasts() {
  const { pathname } = useSiteNavigation()
  return (
    <ToastContainer
      position={toastPosition(pathname)}
      autoClose={TOAST_TIMEOUT_MS}
      pauseOnHover
      pauseOnFocusLoss
      hideProgressBar={false}
      closeOnClick={false}
      newestOnTop
      theme="dark"
      transition={Slide}
    />
  )
}
