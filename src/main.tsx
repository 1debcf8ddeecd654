import '@fontsource-variable/inter'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createQueryClient } from './api/queryClient'
import { ConfigErrorScreen } from './components/common/ConfigErrorScreen'
import { configResult } from './config/env'
import './index.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

root.render(
  <StrictMode>
    {configResult.ok ? (
      <App queryClient={createQueryClient()} />
    ) : (
      <ConfigErrorScreen problems={configResult.problems} />
    )}
  </StrictMode>,
)
