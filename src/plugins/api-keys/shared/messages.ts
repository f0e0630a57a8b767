/** The server's answers about API keys (docs/behaviour.md §19), in the request's language. */
export const apiKeyMessages = {
  en: {
    apiKeyRevoked: 'The API key was revoked.',
    apiKeyNeedsSession: 'API keys are created and revoked while signed in, not with an API key.',
    apiKeyAccountOnHold:
      'This account is locked or has not accepted its invitation yet, so an API key would not work for it.',
    apiKeyRateLimited:
      'Too many requests with a wrong API key came from your address. Try again in {{minutes}} minutes.',
  },
  de: {
    apiKeyRevoked: 'Der API-Schlüssel wurde widerrufen.',
    apiKeyNeedsSession:
      'API-Schlüssel werden im angemeldeten Zustand erstellt und widerrufen, nicht mit einem API-Schlüssel.',
    apiKeyAccountOnHold:
      'Dieses Konto ist gesperrt oder hat seine Einladung noch nicht angenommen, daher würde ein API-Schlüssel dafür nicht funktionieren.',
    apiKeyRateLimited:
      'Von deiner Adresse kamen zu viele Anfragen mit einem falschen API-Schlüssel. Versuche es in {{minutes}} Minuten erneut.',
  },
} as const
