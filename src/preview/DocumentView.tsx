import type { ReactNode } from 'react'
import { Blocks } from './Blocks'
import {
  idOf,
  isRecord,
  list,
  mediaOf,
  positiveNumber,
  text,
  titleOf,
  type PageDoc,
  type PostDoc,
} from './documents'
import { MediaView, WIDE_SIZES } from './Media'
import { RichText } from './RichText'
import { documentPath } from './route'
import { stringsFor } from './strings'

/** The id of the page's one h1, the document's title (the article is named by it). */
export const TITLE_ID = 'document-title'

export function titleText(doc: { title?: unknown }, locale: string | undefined): string {
  return text(doc.title) ?? stringsFor(locale).untitled
}

function formatDate(value: unknown, locale: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  try {
    return new Intl.DateTimeFormat(locale ?? 'en', { dateStyle: 'long' }).format(date)
  } catch {
    return date.toISOString().slice(0, 10)
  }
}

export function PostView(props: { post: PostDoc; locale: string | undefined }): ReactNode {
  const { post, locale } = props
  const strings = stringsFor(locale)
  const excerpt = text(post.excerpt)
  const hero = mediaOf(post.heroImage)
  const date = formatDate(post.publishedAt, locale)
  const minutes = positiveNumber(post.readingTime)
  const topics = list(post.topics)
    .map(titleOf)
    .filter((name): name is string => name !== undefined)
  const related = list(post.relatedPosts).filter(isRecord)
  return (
    <article className="article" aria-labelledby={TITLE_ID}>
      <header className="article__header wrap">
        {topics.length > 0 && (
          <ul className="tags" aria-label={strings.topics}>
            {topics.map((topic, index) => (
              <li key={index}>{topic}</li>
            ))}
          </ul>
        )}
        <h1 id={TITLE_ID} className="article__title">
          {titleText(post, locale)}
        </h1>
        {excerpt && <p className="article__lede">{excerpt}</p>}
        {(date || minutes) && (
          <p className="article__meta">
            {date && typeof post.publishedAt === 'string' && (
              <time dateTime={post.publishedAt}>{date}</time>
            )}
            {date && minutes && <span aria-hidden="true"> · </span>}
            {minutes && <span>{strings.minutesToRead(Math.round(minutes))}</span>}
          </p>
        )}
      </header>
      {hero && (
        <figure className="article__hero wide">
          <MediaView media={hero} sizes={WIDE_SIZES} isPriority />
        </figure>
      )}
      <div className="wrap">
        <RichText value={post.content} locale={locale} />
      </div>
      {related.length > 0 && (
        <aside className="related wrap" aria-labelledby="related-title">
          <h2 id="related-title" className="related__title">
            {strings.relatedPosts}
          </h2>
          <ul className="related__list">
            {related.map((doc, index) => {
              const href = documentPath('posts', idOf(doc), locale)
              const title = titleText(doc, locale)
              const summary = text(doc.excerpt)
              return (
                <li key={index} className="related__item">
                  {href ? <a href={href}>{title}</a> : title}
                  {summary && <p>{summary}</p>}
                </li>
              )
            })}
          </ul>
        </aside>
      )}
    </article>
  )
}

export function PageView(props: { page: PageDoc; locale: string | undefined }): ReactNode {
  const { page, locale } = props
  const summary = text(page.summary)
  return (
    <article className="article" aria-labelledby={TITLE_ID}>
      <header className="article__header wrap">
        <h1 id={TITLE_ID} className="article__title">
          {titleText(page, locale)}
        </h1>
        {summary && <p className="article__lede">{summary}</p>}
      </header>
      <div className="wrap">
        <RichText value={page.body} locale={locale} />
      </div>
      <div className="wide">
        <Blocks blocks={page.content} locale={locale} />
      </div>
    </article>
  )
}
