// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ClientConfig } from '../../shared/client-config'
import type { EntityPermissions } from '../../shared/permissions'
import { queryKeys } from '../data/query-keys'
import { loadEditorExtensions, registerAdminPlugins } from '../host/registry'
import { I18nProvider } from '../i18n/I18nProvider'
import { ClientConfigContext } from '../lib/client-config-context'
import { testCollection } from '../test-support/client-collection'
import { testConfig } from '../test-support/signed-in'
import { useDocumentController } from './use-document-controller'

// What every editor reads before it draws, answered from a query cache filled as the server
// would answer (no request is made): the rights, the document, the other locale's values.

const posts = testCollection('posts', {
  labels: { singular: 'Post', plural: 'Posts' },
  fields: [
    { type: 'text', name: 'title', localized: true, admin: {} },
    { type: 'text', name: 'slug', admin: {} },
  ],
})
const config: ClientConfig = {
  ...testConfig([posts]),
  localization: {
    defaultLocale: 'en',
    locales: [
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch' },
    ],
  },
}
const english = { language: 'en', dictionary: {}, fallback: {}, packs: [] }

function answered(answers: { access: EntityPermissions; doc?: EntityPermissions }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  client.setQueryData(queryKeys.me('users'), { user: { id: 7, email: 'ada@example.com' } })
  client.setQueryData(queryKeys.access(), { collections: { posts: answers.access } })
  client.setQueryData(queryKeys.documentAccess('posts', '1'), answers.doc ?? true)
  client.setQueryData(queryKeys.documentIn('posts', '1', 'de'), {
    id: 1,
    title: 'Hallo',
    slug: 'hallo',
  })
  client.setQueryData(queryKeys.documentIn('posts', '1', 'en'), {
    id: 1,
    title: 'Hello',
    slug: 'hallo',
  })
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ClientConfigContext value={config}>
        <I18nProvider initial={english}>{children}</I18nProvider>
      </ClientConfigContext>
    </QueryClientProvider>
  )
}

beforeAll(async () => {
  registerAdminPlugins([])
  await loadEditorExtensions()
})
afterEach(cleanup)

describe('the document controller', () => {
  it('reads the document in its locale, with the default locale’s values for placeholders', async () => {
    const { result } = renderHook(
      () =>
        useDocumentController(
          { kind: 'collection', slug: 'posts', id: '1' },
          { locale: 'de', defaultLocale: 'en' },
        ),
      { wrapper: answered({ access: true }) },
    )
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.doc).toEqual({ id: 1, title: 'Hallo', slug: 'hallo' })
    expect(result.current.fallbackDoc).toEqual({ id: 1, title: 'Hello', slug: 'hallo' })
    expect(result.current.canSave).toBe(true)
    expect(result.current.recoveryKey).toBe('7:collection:posts:1:de')
  })

  it('makes the fields the user may not update read-only, and the form with no right to update', async () => {
    const wrapper = answered({
      access: true,
      doc: {
        update: true,
        fields: {
          title: { update: { permission: true } },
          slug: { update: { permission: false } },
        },
      },
    })
    const { result } = renderHook(
      () => useDocumentController({ kind: 'collection', slug: 'posts', id: '1' }, { locale: 'en' }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.fallbackDoc).toBeUndefined()
    expect(result.current.fields.map((f) => [f.name, Boolean(f.admin.readOnly)])).toEqual([
      ['title', false],
      ['slug', true],
    ])
    const refused = renderHook(
      () => useDocumentController({ kind: 'collection', slug: 'posts', id: '1' }, { locale: 'en' }),
      { wrapper: answered({ access: true, doc: { update: false } }) },
    )
    await waitFor(() => expect(refused.result.current.isPending).toBe(false))
    expect(refused.result.current.canSave).toBe(false)
  })

  it('creates with the right to create, reading no document', async () => {
    const { result } = renderHook(
      () => useDocumentController({ kind: 'collection', slug: 'posts' }, { locale: 'en' }),
      { wrapper: answered({ access: { create: false, read: true } }) },
    )
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.isCreate).toBe(true)
    expect(result.current.doc).toBeUndefined()
    expect(result.current.canSave).toBe(false)
    expect(result.current.recoveryKey).toBe('7:collection:posts:create:en')
  })
})
