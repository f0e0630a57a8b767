import { useLivePreview } from '@payloadcms/live-preview-react'
import { useEffect, useState, type ReactNode } from 'react'
import { DEPTH } from './api'
import type { PageDoc, PostDoc, SiteDoc } from './documents'
import { PageView, PostView, titleText } from './DocumentView'
import { guardedRequestHandler } from './live'
import type { SiteCollection } from './route'

/**
 * A document as the admin's live preview shows it: first as it was read, then as the editor types
 * (each change the admin sends is populated by the server and drawn). Mounted once the document
 * is read: `useLivePreview` says ready to the admin on mount, and the admin answers with the form.
 */
export function LiveDocument(props: {
  collection: SiteCollection
  initialData: SiteDoc
  locale: string | undefined
  siteName: string
}): ReactNode {
  const { collection, initialData, locale, siteName } = props
  const [requestHandler] = useState(() =>
    guardedRequestHandler(
      { collection, id: initialData.id },
      initialData as unknown as Record<string, unknown>,
    ),
  )
  const { data } = useLivePreview<SiteDoc>({
    serverURL: window.location.origin,
    initialData,
    depth: DEPTH,
    requestHandler,
  })
  const title = titleText(data, locale)
  useEffect(() => {
    document.title = `${title} · ${siteName}`
  }, [title, siteName])
  return collection === 'posts' ? (
    <PostView post={data as PostDoc} locale={locale} />
  ) : (
    <PageView page={data as PageDoc} locale={locale} />
  )
}
