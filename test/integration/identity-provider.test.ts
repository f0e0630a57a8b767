import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startIdentityProvider,
  type TestAccount,
  type TestIdentityProvider,
} from '../harness/identity-provider'

// The harness of test/harness/identity-provider.ts against openid-client, as the OIDC plugin uses it.
const REDIRECT_URI = 'http://127.0.0.1:9/api/admin/oauth/callback/test'
const CLIENT = { clientId: 'folio', clientSecret: 'folio-secret', redirectUris: [REDIRECT_URI] }
const VERIFIED: TestAccount = {
  id: 'user-1',
  email: 'ada@example.test',
  emailVerified: true,
  name: 'Ada Lovelace',
  amr: ['pwd', 'mfa'],
  extraClaims: { tid: 'tenant-1', xms_edov: true },
}
const UNVERIFIED: TestAccount = { id: 'user-2', email: 'bob@example.test', emailVerified: false }

let idp: TestIdentityProvider
let config: client.Configuration

beforeAll(async () => {
  idp = await startIdentityProvider({ clients: [CLIENT], accounts: [VERIFIED, UNVERIFIED] })
  config = await discover(idp)
})
afterAll(() => idp.stop())

function discover(provider: TestIdentityProvider, auth?: client.ClientAuth) {
  return client.discovery(new URL(provider.issuer), CLIENT.clientId, CLIENT.clientSecret, auth, {
    execute: [client.allowInsecureRequests],
  })
}

/** What the app keeps between redirecting the browser to the provider and its callback. */
async function authorizationRequest(
  configuration: client.Configuration,
  extraParameters: Record<string, string> = {},
) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier()
  const expectedState = client.randomState()
  const expectedNonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: expectedState,
    nonce: expectedNonce,
    ...extraParameters,
  })
  return { url: url.href, checks: { pkceCodeVerifier, expectedState, expectedNonce } }
}

function redeem(
  callbackUrl: string,
  checks: client.AuthorizationCodeGrantChecks,
  configuration = config,
) {
  return client.authorizationCodeGrant(configuration, new URL(callbackUrl), {
    ...checks,
    idTokenExpected: true,
  })
}

describe('test identity provider', () => {
  it('signs in a verified account: sub, email, name, amr, extra claims and nonce in the ID token', async () => {
    const { url, checks } = await authorizationRequest(config)
    const callback = await idp.signIn(url, { accountId: VERIFIED.id })
    expect(callback.startsWith(`${REDIRECT_URI}?`)).toBe(true)
    expect(new URL(callback).searchParams.get('state')).toBe(checks.expectedState)

    const claims = (await redeem(callback, checks)).claims()
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: CLIENT.clientId,
      sub: VERIFIED.id,
      email: VERIFIED.email,
      email_verified: true,
      name: VERIFIED.name,
      amr: ['pwd', 'mfa'],
      tid: 'tenant-1',
      xms_edov: true,
      nonce: checks.expectedNonce,
    })
  })

  it('signs in an unverified account, the client authenticating with client_secret_post', async () => {
    const postConfig = await discover(idp, client.ClientSecretPost(CLIENT.clientSecret))
    const { url, checks } = await authorizationRequest(postConfig)
    const callback = await idp.signIn(url, { accountId: UNVERIFIED.id })

    const claims = (await redeem(callback, checks, postConfig)).claims()
    expect(claims).toMatchObject({
      sub: UNVERIFIED.id,
      email: UNVERIFIED.email,
      email_verified: false,
      nonce: checks.expectedNonce,
    })
    expect(claims).not.toHaveProperty('amr')
    expect(claims).not.toHaveProperty('name')
  })

  it('cancelling redirects to the redirect_uri with error=access_denied and the state', async () => {
    const { url, checks } = await authorizationRequest(config)
    const callback = new URL(await idp.signIn(url, { cancel: true }))
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI)
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe(checks.expectedState)
    expect(callback.searchParams.has('code')).toBe(false)
  })

  it('the code grant fails on a wrong state or a wrong nonce', async () => {
    const wrongState = await authorizationRequest(config)
    const stateCallback = await idp.signIn(wrongState.url, { accountId: VERIFIED.id })
    await expect(
      redeem(stateCallback, { ...wrongState.checks, expectedState: client.randomState() }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/"state"/) } })

    const wrongNonce = await authorizationRequest(config)
    const nonceCallback = await idp.signIn(wrongNonce.url, { accountId: VERIFIED.id })
    await expect(
      redeem(nonceCallback, { ...wrongNonce.checks, expectedNonce: client.randomNonce() }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/"nonce"/) } })
  })

  it('a code is redeemed only once', async () => {
    const { url, checks } = await authorizationRequest(config)
    const callback = await idp.signIn(url, { accountId: VERIFIED.id })
    await redeem(callback, checks)
    await expect(redeem(callback, checks)).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('requires PKCE', async () => {
    const { url } = await authorizationRequest(config)
    const withoutPkce = new URL(url)
    withoutPkce.searchParams.delete('code_challenge')
    withoutPkce.searchParams.delete('code_challenge_method')
    const callback = new URL(await idp.signIn(withoutPkce.href, { accountId: VERIFIED.id }))
    expect(callback.searchParams.get('error')).toBe('invalid_request')
  })

  it('takes new accounts, with claims it has not issued before, while running', async () => {
    const carol: TestAccount = {
      id: 'user-3',
      email: 'carol@example.test',
      emailVerified: true,
      extraClaims: { groups: ['admins'] },
    }
    idp.setAccounts([VERIFIED, UNVERIFIED, carol])
    const { url, checks } = await authorizationRequest(config)
    const claims = (await redeem(await idp.signIn(url, { accountId: carol.id }), checks)).claims()
    expect(claims).toMatchObject({ sub: carol.id, email: carol.email, groups: ['admins'] })
  })

  it('after stop(), discovery fails', async () => {
    const down = await startIdentityProvider({ clients: [CLIENT], accounts: [VERIFIED] })
    await discover(down)
    await down.stop()
    await down.stop()
    await expect(discover(down)).rejects.toThrow(/fetch failed/)
  })
})
