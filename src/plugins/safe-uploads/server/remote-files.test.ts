import { describe, expect, it } from 'vitest'
import { isAllowedRemoteFile } from './remote-files'

describe('isAllowedRemoteFile', () => {
  const hosts = ['images.example.com', 'cdn.example.org:8443']

  it('allows only http(s) URLs whose host (and port) is in the list', () => {
    expect(isAllowedRemoteFile('https://images.example.com/a.png', hosts)).toBe(true)
    expect(isAllowedRemoteFile('http://IMAGES.example.com/a.png?x=1', hosts)).toBe(true)
    expect(isAllowedRemoteFile('https://cdn.example.org:8443/a.png', hosts)).toBe(true)
    expect(isAllowedRemoteFile('https://cdn.example.org/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile('https://images.example.com:444/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile('https://evil.example.net/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile('https://images.example.com.evil.net/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile('https://evil.net/images.example.com/a.png', hosts)).toBe(false)
  })

  it('refuses other schemes, relative URLs, credentials, non-strings, and everything with no list', () => {
    expect(isAllowedRemoteFile('ftp://images.example.com/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile('file:///etc/passwd', hosts)).toBe(false)
    expect(isAllowedRemoteFile('/api/media/file/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile('//images.example.com/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile('https://user:pw@images.example.com/a.png', hosts)).toBe(false)
    expect(isAllowedRemoteFile(42, hosts)).toBe(false)
    expect(isAllowedRemoteFile('https://images.example.com/a.png', [])).toBe(false)
  })
})
