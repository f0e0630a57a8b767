import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { localeFrom, parseRoute } from './route'
import './preview.css'

// The sample site the live preview shows (docs/live-preview.md): the page of the address, in the
// locale the admin edits (`?locale=`, the demo's default English without one).
const locale = localeFrom(window.location.search)
document.documentElement.lang = locale ?? 'en'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App route={parseRoute(window.location.pathname)} locale={locale} />
  </StrictMode>,
)
