import { StrictMode, Suspense, lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createQueryClient } from './api/queryClient'
import { configResult } from './config/env'
import { refreshPublicAnswer } from './queries/publicAnswers'
import { startServiceWorker } from './serviceWorker/start'
import './index.css'

// Only a misconfigured build needs this screen, so it is not part of every page load.
// eslint-disable-next-line react-refresh/only-export-components -- the entry module is never hot-swapped
const ConfigErrorScreen = lazy(() =>
  import('./components/common/ConfigErrorScreen').then((module) => ({ default: module.ConfigErrorScreen })),
)

const root = createRoot(document.getElementById('root') as HTMLElement)
const queryClient = createQueryClient()
// A misconfigured build has no API to keep answers of: it gets no worker.
if (configResult.ok) startServiceWorker((answer) => refreshPublicAnswer(queryClient, answer))

root.render(
  <StrictMode>
    {configResult.ok ? (
      <App queryClient={queryClient} />
    ) : (
      <Suspense fallback={null}>
        <ConfigErrorScreen problems={configResult.problems} />
      </Suspense>
    )}
  </StrictMode>,
)
