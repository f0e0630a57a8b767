import { createRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/base.css'
import { applyLanguage } from '../i18n/I18nProvider'
import { loadLanguage } from '../i18n/load'
import { App } from './App'

const initial = await loadLanguage(document.documentElement.lang || 'de')
applyLanguage(initial.language)
createRoot(document.getElementById('root')!).render(<App initialLanguage={initial} />)
