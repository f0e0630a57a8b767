// oidc-provider ships no types; only what test/harness/identity-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface AdapterPayload {
    [key: string]: unknown
    uid?: string
    grantId?: string
    consumed?: number
  }
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Account {
    accountId: string
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    save(): Promise<string>
  }

  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider
      client?: { clientId: string }
      session?: { accountId?: string }
      requestParamScopes: Set<string>
      requestParamClaims: Set<string>
    }
  }

  export interface ClientMetadata {
    client_id: string
    client_secret: string
    redirect_uris: string[]
    grant_types?: string[]
    response_types?: string[]
    token_endpoint_auth_method?: string
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter
    claims?: Record<string, string[] | null>
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean
    clients?: ClientMetadata[]
    conformIdTokenClaims?: boolean
    cookies?: {
      keys?: string[]
      names?: { session?: string; interaction?: string; resume?: string }
    }
    features?: Record<string, { enabled: boolean }>
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string }
    jwks?: { keys: object[] }
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>
    pkce?: { required?: () => boolean }
    renderError?: (
      ctx: { type: string; body: string },
      out: Record<string, string>,
      error: Error,
    ) => Promise<void>
    responseTypes?: string[]
    ttl?: Record<string, number>
  }

  export interface InteractionResult {
    login?: { accountId: string; amr?: string[] }
    error?: string
    error_description?: string
  }

  export interface Interaction {
    uid: string
    prompt: { name: string; reasons: string[] }
    params: Record<string, unknown>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly Grant: typeof Grant
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: 'server_error', listener: (ctx: unknown, error: Error) => void): this
  }
}
