import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { inviteAsSystem } from '../../plugins/invitations/server'
import { addDemoVideo } from '../../plugins/video/server'
import { ROLES, type Role } from '../access/roles'
import { postSeeds } from './posts'
import { seedRichText } from './rich-text'

export interface SeededUser {
  role: Role
  email: string
  password: string
}

/** A plain seeded image (the rich text embeds it), drawn here so the seed needs no file. */
async function seedImage(payload: Payload): Promise<number | string> {
  const data = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#2f5d8a' },
  })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: 'A blue placeholder image' },
    file: { data, mimetype: 'image/png', name: 'folio-placeholder.png', size: data.length },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'media',
    id: media.id,
    locale: 'de',
    data: { alt: 'Ein blaues Platzhalterbild' },
    overrideAccess: true,
  })
  return media.id
}

function password(): string {
  return `Folio-${randomBytes(6).toString('base64url')}-7`
}

/** Idempotent: users that exist are kept (and get a new password printed), posts are added once. */
export async function seedContent(payload: Payload): Promise<SeededUser[]> {
  const users: SeededUser[] = []
  for (const role of ROLES) {
    const email = `${role}@folio.example`
    const pw = password()
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      await payload.update({
        collection: 'users',
        id: existing.docs[0].id,
        data: { password: pw, role },
        overrideAccess: true,
      })
    } else {
      await payload.create({
        collection: 'users',
        data: {
          email,
          password: pw,
          role,
          name: `${role[0]!.toUpperCase()}${role.slice(1)} Example`,
        },
        overrideAccess: true,
      })
    }
    users.push({ role, email, password: pw })
  }
  // A pending invitation, so the users list and a user's page show one (its email is in the outbox; the link works with FOLIO_OUTBOX_KEEP_LINKS=true).
  const invited = 'invited@folio.example'
  if (
    (
      await payload.count({
        collection: 'users',
        where: { email: { equals: invited } },
        overrideAccess: true,
      })
    ).totalDocs === 0
  ) {
    await inviteAsSystem(payload, {
      email: invited,
      role: 'author',
      name: 'Ida Invited',
      language: 'de',
    })
  }

  // A short video made with ffmpeg, so the video field's list has one; the server's queue encodes it.
  await addDemoVideo(payload, {
    title: 'Folio demo video',
    slug: 'folio-demo-video',
    categories: ['editorial'],
    tags: ['web'],
  })

  const { totalDocs } = await payload.count({ collection: 'posts', overrideAccess: true })
  if (totalDocs === 0) {
    const categoryIds: Record<string, number | string> = {}
    for (const [slug, en, de] of [
      ['news', 'News', 'Neuigkeiten'],
      ['guides', 'Guides', 'Anleitungen'],
      ['opinion', 'Opinion', 'Meinung'],
    ] as const) {
      const category = await payload.create({
        collection: 'categories',
        locale: 'en',
        data: { slug, name: en },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'categories',
        id: category.id,
        locale: 'de',
        data: { name: de },
        overrideAccess: true,
      })
      categoryIds[slug] = category.id
    }
    const mediaId = await seedImage(payload)
    const postIds: (number | string)[] = []
    for (const [i, seed] of postSeeds().entries()) {
      const categoryId = categoryIds[String(seed.shared.category)]
      const topics = [categoryId].filter((id) => id !== undefined)
      const content = (language: 'en' | 'de') =>
        categoryId === undefined
          ? undefined
          : seedRichText({
              language,
              topic: seed[language].title,
              categoryId,
              linkedPostId: postIds.at(-1),
              mediaId,
            })
      const post = await payload.create({
        collection: 'posts',
        locale: 'en',
        data: {
          ...seed.shared,
          topics,
          relatedPosts: postIds.slice(-2),
          title: seed.en.title,
          excerpt: seed.en.excerpt,
          content: content('en'),
          // Every other post has its SEO done; the rest show the meters' other states.
          ...(i % 2 === 0 && {
            meta: {
              title: `${seed.en.title} | Folio`,
              description: seed.en.excerpt,
              image: mediaId,
            },
          }),
          _status: i % 4 === 3 ? 'draft' : 'published',
        },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'posts',
        id: post.id,
        locale: 'de',
        data: {
          title: seed.de.title,
          excerpt: seed.de.excerpt,
          content: content('de'),
          ...(i % 2 === 0 && {
            meta: { title: `${seed.de.title} | Folio`, description: seed.de.excerpt },
          }),
        },
        overrideAccess: true,
      })
      postIds.push(post.id)
    }
    const pageIds: (number | string)[] = []
    for (const [slug, en, de] of [
      ['about', 'About us', 'Über uns'],
      ['contact', 'Contact', 'Kontakt'],
      ['imprint', 'Imprint', 'Impressum'],
    ] as const) {
      const content = [
        { blockType: 'hero', heading: en },
        {
          blockType: 'cta',
          text: `Questions about “${en}”? Write to us.`,
          buttonLabel: 'Get in touch',
          buttonLink: '/contact',
        },
      ]
      const body = (language: 'en' | 'de', topic: string) =>
        seedRichText({
          language,
          topic,
          categoryId: categoryIds.guides!,
          linkedPostId: postIds[0],
          mediaId,
        })
      const page = await payload.create({
        collection: 'pages',
        locale: 'en',
        data: { slug, title: en, body: body('en', en), content, _status: 'published' },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'de',
        data: { title: de, body: body('de', de) },
        overrideAccess: true,
      })
      pageIds.push(page.id)
    }
    const showcase = await payload.create({
      collection: 'showcase',
      data: {
        title: 'Every field type',
        summary: 'One of each field type the admin supports, to look at and try.',
        content: seedRichText({
          language: 'en',
          topic: 'Every field type',
          categoryId: categoryIds.guides!,
          linkedPostId: postIds[0],
          mediaId,
        }),
        rating: 4.5,
        isActive: true,
        status: 'live',
        tags: ['design', 'code'],
        size: 'm',
        startsAt: new Date(Date.UTC(2026, 4, 4, 9, 30)).toISOString(),
        contact: 'showcase@folio.example',
        location: [13.405, 52.52],
        settings: { theme: 'dark', columns: 3 },
        snippet: 'export const greet = (name) => `Hello, ${name}!`',
        notes: 'Shown because the item is active.',
        category: categoryIds.guides,
        related: [
          { relationTo: 'posts', value: postIds[0] },
          { relationTo: 'pages', value: pageIds[0] },
        ],
        links: [
          { label: 'Payload documentation', url: 'https://payloadcms.com/docs' },
          { label: 'Folio on the web', url: 'https://folio.example' },
        ],
        sections: [
          { blockType: 'hero', heading: 'Blocks, arrays and conditions' },
          { blockType: 'gallery', images: [{ caption: 'An image row without an image yet' }] },
          {
            blockType: 'cta',
            text: 'Try every field type.',
            buttonLabel: 'Start',
            buttonLink: '/admin',
          },
        ],
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'showcase',
      data: { title: 'A child item', parent: showcase.id },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'settings',
      data: {
        siteName: 'Folio Journal',
        tagline: 'Notes on publishing',
        contactEmail: 'hello@folio.example',
        postsPerPage: 10,
      },
      overrideAccess: true,
    })
  }
  return users
}
