import type { ReactNode } from 'react'
import { isAllowedLinkUrl } from '../shared/rich-text'
import { isRecord, list, mediaOf, text } from './documents'
import { MediaView, WIDE_SIZES } from './Media'
import { stringsFor } from './strings'

/** A gallery image takes about a third of the wide column, the whole width on a phone. */
const GALLERY_SIZES = '(min-width: 60rem) 18rem, (min-width: 36rem) 45vw, calc(100vw - 2.5rem)'

/**
 * A page's `content` blocks (src/content/blocks.ts): hero, gallery and call to action; a block of
 * another type says so in place of its content.
 */
export function Blocks(props: { blocks: unknown; locale: string | undefined }): ReactNode {
  const blocks = list(props.blocks).filter(isRecord)
  if (blocks.length === 0) return null
  return (
    <div className="blocks">
      {blocks.map((block, index) => (
        <Block
          key={typeof block.id === 'string' ? block.id : index}
          block={block}
          locale={props.locale}
        />
      ))}
    </div>
  )
}

function Block(props: { block: Record<string, unknown>; locale: string | undefined }): ReactNode {
  const { block, locale } = props
  const type = typeof block.blockType === 'string' ? block.blockType : ''
  switch (type) {
    case 'hero':
      return <HeroBlock block={block} />
    case 'gallery':
      return <GalleryBlock block={block} />
    case 'cta':
      return <CallToActionBlock block={block} />
    default:
      return (
        <div className="block block--unknown">
          <p>{stringsFor(locale).unknownBlock(type || '?')}</p>
        </div>
      )
  }
}

function HeroBlock({ block }: { block: Record<string, unknown> }) {
  const heading = text(block.heading)
  const media = mediaOf(block.image)
  if (!heading && !media) return null
  return (
    <section className="block block--hero">
      {heading && <h2 className="block--hero__heading">{heading}</h2>}
      {media && (
        <div className="block--hero__media">
          <MediaView media={media} sizes={WIDE_SIZES} />
        </div>
      )}
    </section>
  )
}

function GalleryBlock({ block }: { block: Record<string, unknown> }) {
  const images = list(block.images).filter(isRecord)
  if (images.length === 0) return null
  return (
    <section className="block block--gallery">
      <ul className="gallery">
        {images.map((item, index) => {
          const media = mediaOf(item.image)
          const caption = text(item.caption)
          return (
            <li key={typeof item.id === 'string' ? item.id : index}>
              <figure className="figure gallery__item">
                {media ? (
                  <MediaView media={media} sizes={GALLERY_SIZES} />
                ) : (
                  <div className="gallery__placeholder" aria-hidden="true" />
                )}
                {caption && <figcaption>{caption}</figcaption>}
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function CallToActionBlock({ block }: { block: Record<string, unknown> }) {
  const body = text(block.text)
  const label = text(block.buttonLabel)
  const link = typeof block.buttonLink === 'string' ? block.buttonLink.trim() : ''
  const href = link !== '' && isAllowedLinkUrl(link) ? link : undefined
  if (!body && !(label && href)) return null
  return (
    <section className="block block--cta">
      {body && <p className="block--cta__text">{body}</p>}
      {label && href && (
        <a className="button" href={href}>
          {label}
        </a>
      )}
    </section>
  )
}
