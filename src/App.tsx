import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { AuthProvider } from './auth/AuthProvider'
import { ScrollToTop } from './components/common/ScrollToTop'
import { LearnerLayout } from './components/common/LearnerLayout'
import { ToastHost } from './components/common/ToastHost'
import { UpdateNotice } from './components/common/UpdateNotice'
import { AppContextProvider } from './context/AppContext'
import { educatorRoutes } from './routes/educatorRoutes'
import { learnerRoutes } from './routes/learnerRoutes'

const NotFound = lazy(() => import('./pages/learner/NotFound'))
// The local sign-in dialog is a screen, and auth/ sits below the screens: the entry hands the provider its loader.
// A Clerk build has no local sign-in, so the dialog is not built into it at all.
const loadSignInDialog = __CLERK_BUILD__ ? undefined : () => import('./components/common/LocalSignInDialog')

/** The route table (docs/product.md#routes) plus a 404 page, the toast host and the update notice. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<LearnerLayout />}>
          {learnerRoutes}
          <Route path="*" element={<NotFound />} />
        </Route>
        {educatorRoutes}
      </Routes>
      <ToastHost />
      <UpdateNotice />
    </>
  )
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider loadSignInDialog={loadSignInDialog}>
          <AppContextProvider>
            <AppRoutes />
          </AppContextProvider>
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  )
}
