import { useEffect, useState, type ReactNode } from 'react'
import { loadDocument, loadSettings, type DocumentAnswer, type SiteSettings } from './api'
import { LiveDocument } from './LiveDocument'
import { SITE_ROOT, type Route } from './route'
import { stringsFor } from './strings'

/** The site: its header, the page of the address, its footer. */
export function App(props: { route: Route; locale: string | undefined }): ReactNode {
  const { route, locale } = props
  const strings = stringsFor(locale)
  const settings = useSettings(locale)
  const siteName = settings?.name ?? strings.fallbackSiteName
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {strings.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          {/* Blank while the settings are read, so the name does not change in front of the reader. */}
          {settings ? (
            <a className="site-header__name" href={SITE_ROOT}>
              {siteName}
            </a>
          ) : (
            <span className="site-header__name" aria-hidden="true">
              {'\u00a0'}
            </span>
          )}
          {settings?.tagline && <p className="site-header__tagline">{settings.tagline}</p>}
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <RoutePage route={route} locale={locale} siteName={siteName} />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p>
            © {new Date().getFullYear()} {settings ? siteName : ''}
          </p>
          {settings?.contactEmail && (
            <p>
              {strings.contact}:{' '}
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </p>
          )}
        </div>
      </footer>
    </div>
  )
}

/** The settings global once read (empty when it could not be), undefined until then. */
function useSettings(locale: string | undefined): SiteSettings | undefined {
  const [settings, setSettings] = useState<SiteSettings>()
  useEffect(() => {
    const controller = new AbortController()
    loadSettings(locale, controller.signal).then(setSettings, () => undefined)
    return () => controller.abort()
  }, [locale])
  return settings
}

function RoutePage(props: {
  route: Route
  locale: string | undefined
  siteName: string
}): ReactNode {
  const { route, locale, siteName } = props
  switch (route.kind) {
    case 'index':
      return <IndexPage siteName={siteName} />
    case 'not-found':
      return <NotFound siteName={siteName} />
    case 'document':
      return (
        <DocumentPage
          // A new document starts afresh (and says ready again).
          key={`${route.collection}/${route.id}`}
          route={route}
          locale={locale}
          siteName={siteName}
        />
      )
  }
}

function DocumentPage(props: {
  route: Extract<Route, { kind: 'document' }>
  locale: string | undefined
  siteName: string
}): ReactNode {
  const { route, locale, siteName } = props
  const [answer, setAnswer] = useState<DocumentAnswer>()
  useEffect(() => {
    const controller = new AbortController()
    loadDocument(route.collection, route.id, locale, controller.signal).then(setAnswer, () =>
      controller.signal.aborted ? undefined : setAnswer({ status: 'failed' }),
    )
    return () => controller.abort()
  }, [route.collection, route.id, locale])

  if (!answer) {
    return (
      <p className="status status--loading wrap" role="status" lang="en">
        Loading the preview…
      </p>
    )
  }
  switch (answer.status) {
    case 'ok':
      return (
        <LiveDocument
          collection={route.collection}
          initialData={answer.doc}
          locale={locale}
          siteName={siteName}
        />
      )
    case 'signed-out':
      return (
        <Message siteName={siteName} title="This preview is private">
          <p>Sign in to the admin to see this preview.</p>
          <p>
            <a href="/">Open the admin</a>
          </p>
        </Message>
      )
    case 'not-found':
      return <NotFound siteName={siteName} />
    case 'failed':
      return (
        <Message siteName={siteName} title="The preview could not be loaded">
          <p>
            {answer.code
              ? `The server answered with an error (${answer.code}).`
              : 'The server could not be reached.'}{' '}
            Reload the page to try again.
          </p>
        </Message>
      )
  }
}

/** A message about the preview itself, for the editor: English, whatever the content's language. */
function Message(props: { siteName: string; title: string; children: ReactNode }): ReactNode {
  const { siteName, title, children } = props
  useEffect(() => {
    document.title = `${title} · ${siteName}`
  }, [title, siteName])
  return (
    <section className="message wrap" lang="en" aria-labelledby="message-title">
      <h1 id="message-title" className="message__title">
        {title}
      </h1>
      {children}
    </section>
  )
}

function NotFound({ siteName }: { siteName: string }): ReactNode {
  return (
    <Message siteName={siteName} title="Page not found">
      <p>There is no post or page at this address, or it has been deleted.</p>
      <p>
        <a href={SITE_ROOT}>Go to the start page</a>
      </p>
    </Message>
  )
}

function IndexPage({ siteName }: { siteName: string }): ReactNode {
  return (
    <Message siteName={siteName} title="Your content, as readers see it">
      <p>
        This site shows the posts and pages of the admin. Open a post or a page there and choose{' '}
        <strong>Live Preview</strong>: it appears here, and follows your changes as you type.
      </p>
      <p>
        <a href="/">Open the admin</a>
      </p>
    </Message>
  )
}
