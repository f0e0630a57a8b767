import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-to-text'

describe('htmlToText', () => {
  it('turns paragraphs into blank-line separated text and keeps link addresses', () => {
    const html =
      '<html><head><title>Hi</title></head><body>\n<p>Open   this\nlink:</p><p><a href="https://x.test/a?b=1&amp;c=2">the link</a></p></body></html>'
    expect(htmlToText(html)).toBe('Open this link:\n\nthe link (https://x.test/a?b=1&c=2)')
  })

  it('shows a link whose label is its address once', () => {
    expect(htmlToText('<a href="https://x.test/r/1">https://x.test/r/1</a>')).toBe(
      'https://x.test/r/1',
    )
  })

  it("reads Payload's default forgot-password HTML: line breaks, entities", () => {
    expect(
      htmlToText(
        'Hello &amp; welcome<br/>  <a href="http://h/admin/reset/t">http://h/admin/reset/t</a>\n  Bye &#8212; &lt;ok&gt;',
      ),
    ).toBe('Hello & welcome\nhttp://h/admin/reset/t Bye \u2014 <ok>')
  })
})
