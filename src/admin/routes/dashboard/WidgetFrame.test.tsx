// @vitest-environment jsdom
import { en } from '@payloadcms/translations/languages/en'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readKey, type ApiRead } from '../../../shared/api-reads'
import { setPageAnswers } from '../../data/http'
import type { DashboardWidgetProps } from '../../host/types'
import { folioEn } from '../../i18n/folio/en'
import { I18nProvider } from '../../i18n/I18nProvider'
import type { Dictionary } from '../../i18n/translate'
import { SignedIn, testConfig } from '../../test-support/signed-in'
import '../../test-support/jsdom'
import type { DashboardWidget } from './dashboard-widgets'
import { WidgetFrame } from './WidgetFrame'

const english = {
  language: 'en',
  dictionary: {
    ...(en.translations as Dictionary),
    folio: folioEn,
    test: { rows: 'Rows', broken: 'Broken', plain: 'Plain', unanswered: 'Unanswered' },
  },
  fallback: {},
  packs: [],
}

const rowsRead: ApiRead = { method: 'GET', path: '/test/rows', query: { limit: 3 } }

function widget(
  name: string,
  component: (props: DashboardWidgetProps<never>) => React.ReactNode,
  read?: ApiRead,
): DashboardWidget {
  return {
    id: `test:${name}`,
    plugin: 'test',
    titleKey: `test:${name}` as never,
    size: 'medium',
    read: read && (() => read),
    load: () => Promise.resolve({ default: component }),
  }
}

const Rows = (props: DashboardWidgetProps<{ docs: string[] }>) => (
  <ul>
    {props.data.docs.map((doc) => (
      <li key={doc}>{doc}</li>
    ))}
  </ul>
)

function Broken(): never {
  throw new Error('the widget broke')
}

describe('a dashboard widget’s frame', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('draws each widget with its read’s answer, and a failing one shows its own error while the others draw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    setPageAnswers({ [readKey(rowsRead)]: { docs: ['First row', 'Second row'] } })
    const context = { config: testConfig([]), user: { id: 1 } }
    const widgets = [
      widget('rows', Rows as never, rowsRead),
      widget('broken', Broken),
      widget('plain', (props) => <p>No read, data is {String(props.data)}</p>),
      widget('unanswered', Rows as never, { method: 'GET', path: '/test/nobody' }),
    ]
    render(
      <I18nProvider initial={english}>
        <SignedIn>
          {widgets.map((w) => (
            <WidgetFrame key={w.id} widget={w} context={context} />
          ))}
        </SignedIn>
      </I18nProvider>,
    )
    const region = (name: string) => screen.getByRole('region', { name })
    expect(await within(region('Rows')).findByText('Second row')).toBeTruthy()
    expect(await within(region('Plain')).findByText('No read, data is undefined')).toBeTruthy()
    expect(
      await within(region('Broken')).findByText('This widget could not be loaded.'),
    ).toBeTruthy()
    expect(within(region('Broken')).getByRole('button', { name: 'Try again' })).toBeTruthy()
    // A read that fails: the widget's own error, with the reason and a retry.
    expect(
      await within(region('Unanswered')).findByText('This widget could not be loaded.'),
    ).toBeTruthy()
    expect(within(region('Rows')).queryByRole('alert')).toBeNull()
  })
})
