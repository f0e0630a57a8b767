import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { byteSize, loadEnv, readHosts, readIdentityProviders, readOrigins } from './env'

describe('several instances (REDIS_URL)', () => {
  const withDataDir = (run: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-env-'))
    try {
      run(dir)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('refuses to make a secret of its own when instances share Redis', () => {
    withDataDir((dir) =>
      expect(() => loadEnv({ FOLIO_DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
        'PAYLOAD_SECRET must be set (the same on every instance) when REDIS_URL is.',
      ),
    )
  })

  it('reads Redis, its key prefix, the job settings, and keeps one process by default', () => {
    withDataDir((dir) => {
      const shared = loadEnv({
        FOLIO_DATA_DIR: dir,
        PAYLOAD_SECRET: 's',
        REDIS_URL: ' redis://cache:6379/2 ',
        FOLIO_JOB_LEASE_SECONDS: '5',
        FOLIO_RUN_JOBS: 'false',
      })
      expect(shared.redis).toEqual({ url: 'redis://cache:6379/2', prefix: 'folio:' })
      expect(shared.jobLeaseMs).toBe(5000)
      expect(shared.runsJobs).toBe(false)
      const single = loadEnv({ FOLIO_DATA_DIR: dir })
      expect(single.redis).toBeUndefined()
      expect(single.jobLeaseMs).toBe(30_000)
      expect(single.runsJobs).toBe(true)
    })
  })
})

describe('byteSize', () => {
  it('reads bytes and units of 1024, falling back when unset', () => {
    expect(byteSize(undefined, 5)).toBe(5)
    expect(byteSize(' ', 5)).toBe(5)
    expect(byteSize('1048576', 5)).toBe(1048576)
    expect(byteSize('512kb', 5)).toBe(512 * 1024)
    expect(byteSize('1MB', 5)).toBe(1024 * 1024)
    expect(byteSize('2g', 5)).toBe(2 * 1024 ** 3)
  })

  it('refuses what is not a size', () => {
    expect(() => byteSize('0', 5)).toThrow('Not a byte size: 0')
    expect(() => byteSize('-1mb', 5)).toThrow()
    expect(() => byteSize('1.5mb', 5)).toThrow()
    expect(() => byteSize('lots', 5)).toThrow()
  })
})

describe('readOrigins', () => {
  it('reads a comma-separated list of http(s) origins', () => {
    expect(readOrigins('X', undefined)).toEqual([])
    expect(readOrigins('X', ' https://site.example , http://127.0.0.1:4000/ ')).toEqual([
      'https://site.example',
      'http://127.0.0.1:4000',
    ])
  })

  it('refuses what is not an origin, naming the variable', () => {
    expect(() => readOrigins('FOLIO_PREVIEW_ORIGINS', 'site.example')).toThrow(
      'FOLIO_PREVIEW_ORIGINS: not an origin like https://site.example: site.example',
    )
    expect(() => readOrigins('X', 'https://site.example/path')).toThrow()
    expect(() => readOrigins('X', 'javascript:alert(1)')).toThrow()
    expect(() => readOrigins('X', '*')).toThrow()
  })
})

describe('readHosts', () => {
  it('reads a comma-separated list of host names, lowercased, with a port if given', () => {
    expect(readHosts('X', undefined)).toEqual([])
    expect(readHosts('X', ' Images.Example.com , cdn.example.org:8443 ')).toEqual([
      'images.example.com',
      'cdn.example.org:8443',
    ])
  })

  it('refuses what is not a host name, naming the variable', () => {
    expect(() => readHosts('FOLIO_REMOTE_FILE_HOSTS', 'https://images.example.com')).toThrow(
      'FOLIO_REMOTE_FILE_HOSTS: not a host name',
    )
    expect(() => readHosts('X', 'images.example.com/path')).toThrow()
    expect(() => readHosts('X', 'user@images.example.com')).toThrow()
    expect(() => readHosts('X', '*')).toThrow()
  })
})

describe('readIdentityProviders', () => {
  it('enables a provider by its client id and secret, with the public issuers by default', () => {
    expect(readIdentityProviders({})).toEqual([])
    const providers = readIdentityProviders({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      MICROSOFT_CLIENT_ID: 'm',
      MICROSOFT_CLIENT_SECRET: 'ms',
      MICROSOFT_TENANT_ID: 'contoso.onmicrosoft.com',
      OIDC_ISSUER: 'https://id.example.com/realms/main',
      OIDC_CLIENT_ID: 'o',
      OIDC_CLIENT_SECRET: 'os',
      OIDC_NAME: 'Keycloak',
    })
    expect(providers).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g',
        clientSecret: 'gs',
      },
      {
        id: 'microsoft',
        name: 'Microsoft',
        issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
        clientId: 'm',
        clientSecret: 'ms',
      },
      {
        id: 'oidc',
        name: 'Keycloak',
        issuer: 'https://id.example.com/realms/main',
        clientId: 'o',
        clientSecret: 'os',
      },
    ])
    expect(
      readIdentityProviders({ MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 'ms' })[0]?.issuer,
    ).toBe('https://login.microsoftonline.com/common/v2.0')
    expect(
      readIdentityProviders({
        OIDC_ISSUER: 'http://127.0.0.1:4000',
        OIDC_CLIENT_ID: 'o',
        OIDC_CLIENT_SECRET: 's',
      })[0]?.name,
    ).toBe('OpenID Connect')
  })

  it('stops the start on half a provider or an issuer that is not https', () => {
    expect(() => readIdentityProviders({ GOOGLE_CLIENT_ID: 'g' })).toThrow(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    )
    expect(() => readIdentityProviders({ OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' })).toThrow(
      'OIDC_ISSUER: required',
    )
    expect(() =>
      readIdentityProviders({
        OIDC_ISSUER: 'http://id.example.com',
        OIDC_CLIENT_ID: 'o',
        OIDC_CLIENT_SECRET: 's',
      }),
    ).toThrow('OIDC_ISSUER: not an https issuer URL')
    expect(() =>
      readIdentityProviders({
        MICROSOFT_CLIENT_ID: 'm',
        MICROSOFT_CLIENT_SECRET: 's',
        MICROSOFT_TENANT_ID: '../x',
      }),
    ).toThrow('MICROSOFT_TENANT_ID')
  })
})
