// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testCollection } from '../test-support/client-collection'
import { I18nProvider, useT } from '../i18n/I18nProvider'
import { PluginActions } from './PluginActions'
import { contributed, pluginConditions, registerAdminPlugins } from './registry'
import { defineCondition } from '../../shared/conditions'
import { Slot } from './Slot'
import type { DocumentPanelContext, SignInMethodContext } from './types'
import { testConfig } from '../test-support/signed-in'

const collection = (slug: string) => testCollection(slug)
const publicConfig: SignInMethodContext['config'] = {
  ...testConfig([]),
  isAuthenticated: false,
}

const DocumentPanels = (context: DocumentPanelContext) => (
  <Slot name="panel" parts={contributed('documentPanels')} context={context} />
)
const english = { language: 'en', dictionary: {}, fallback: {}, packs: [] }
const inEnglish = (node: React.ReactNode) =>
  render(<I18nProvider initial={english}>{node}</I18nProvider>)

beforeAll(() => {
  registerAdminPlugins([
    {
      slug: 'demo',
      strings: {
        en: async () => ({
          panelTitle: 'Demo panel',
          act: 'Do the demo thing',
          dialog: 'Demo dialog',
          signIn: 'Sign in the demo way',
          devices: 'Demo devices of {{email}}',
        }),
      },
      documentPanels: [
        {
          key: 'demo/panel',
          when: ({ collection, doc }) => collection.slug === 'posts' && doc?.title !== 'hidden',
          load: async () => ({
            default: ({ doc }) => <section aria-label="Demo panel">{String(doc?.title)}</section>,
          }),
        },
      ],
      listActions: [
        {
          key: 'demo/act',
          labelKey: 'demo:act' as never,
          when: ({ collection }) => collection.slug === 'posts',
          load: async () => ({
            default: ({ onClose }) => (
              <div role="dialog" aria-label="Demo dialog">
                <button onClick={onClose}>Done</button>
              </div>
            ),
          }),
        },
      ],
      signInMethods: [
        {
          key: 'demo',
          load: async () => ({
            default: function DemoSignIn({ redirect }) {
              const t = useT()
              return <a href={redirect}>{t('demo:signIn' as never)}</a>
            },
          }),
        },
      ],
      accountSections: [
        {
          key: 'devices',
          when: ({ user }) => user.email !== 'none@example.com',
          load: async () => ({
            default: function Devices({ user }) {
              const t = useT()
              return (
                <section aria-label="Devices">
                  {t('demo:devices' as never, { email: String(user.email) })}
                </section>
              )
            },
          }),
        },
      ],
    },
  ])
})
afterEach(cleanup)

describe('the extension API’s slots', () => {
  it('shows a plugin’s document panel (with its strings loaded) only while its predicate holds', async () => {
    inEnglish(
      <DocumentPanels
        collection={collection('posts')}
        doc={{ title: 'Hello' }}
        id="1"
        permissions={true}
      />,
    )
    expect(await screen.findByRole('region', { name: 'Demo panel' })).toHaveProperty(
      'textContent',
      'Hello',
    )
    cleanup()
    inEnglish(
      <DocumentPanels
        collection={collection('posts')}
        doc={{ title: 'hidden' }}
        id="1"
        permissions={true}
      />,
    )
    inEnglish(
      <DocumentPanels
        collection={collection('pages')}
        doc={{ title: 'Hello' }}
        id="1"
        permissions={true}
      />,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: 'Demo panel' })).toBeNull()
  })

  it('adds a list action labelled from the plugin’s strings; its dialog loads when pressed', async () => {
    const user = userEvent.setup()
    inEnglish(
      <PluginActions
        name="list-action"
        actions={contributed('listActions')}
        context={{ collection: collection('posts'), permissions: true }}
      />,
    )
    await user.click(await screen.findByRole('button', { name: 'Do the demo thing' }))
    const dialog = await screen.findByRole('dialog', { name: 'Demo dialog' })
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('adds a sign-in method below the password form, told where to go afterwards', async () => {
    inEnglish(
      <Slot
        name="sign-in"
        parts={contributed('signInMethods')}
        context={{ redirect: '/admin/account', config: publicConfig }}
      />,
    )
    const link = await screen.findByRole('link', { name: 'Sign in the demo way' })
    expect(link.getAttribute('href')).toBe('/admin/account')
  })

  it('adds an account section for the users its predicate accepts', async () => {
    inEnglish(
      <Slot
        name="account"
        parts={contributed('accountSections')}
        context={{ user: { id: 1, email: 'ada@example.com' } }}
      />,
    )
    expect(await screen.findByRole('region', { name: 'Devices' })).toHaveProperty(
      'textContent',
      'Demo devices of ada@example.com',
    )
    cleanup()
    inEnglish(
      <Slot
        name="account"
        parts={contributed('accountSections')}
        context={{ user: { id: 2, email: 'none@example.com' } }}
      />,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: 'Devices' })).toBeNull()
  })

  it('refuses a document view whose path is not an address segment or is taken', () => {
    const view = (path: string) => ({
      path,
      labelKey: 'demo:view' as never,
      when: () => true,
      load: async () => ({ default: () => null }),
    })
    expect(() => registerAdminPlugins([{ slug: 'a', documentViews: [view('a/b')] }])).toThrow(
      "A document view cannot have the path 'a/b'",
    )
    expect(() => registerAdminPlugins([{ slug: 'a', documentViews: [view('edit')] }])).toThrow()
    expect(() =>
      registerAdminPlugins([
        { slug: 'a', documentViews: [view('seo')] },
        { slug: 'b', documentViews: [view('seo')] },
      ]),
    ).toThrow("A document view cannot have the path 'seo'")
  })

  it("runs a plugin's conditions by name, and refuses one not named under its slug", () => {
    const isShown = defineCondition('a:isShown', (data) => data.shown === true)
    registerAdminPlugins([{ slug: 'a', conditions: [isShown] }])
    expect(pluginConditions()['a:isShown']?.({ shown: true }, {}, { path: [] })).toBe(true)
    expect(() => registerAdminPlugins([{ slug: 'b', conditions: [isShown] }])).toThrow(
      "A condition of 'b' must be named 'b:<name>'",
    )
  })
})
