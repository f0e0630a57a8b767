export const apiKeyMessagesEn = {
  apiKeyRevoked: 'The API key was revoked.',
  apiKeyNeedsSession: 'API keys are created and revoked while signed in, not with an API key.',
  apiKeyAccountOnHold:
    'This account is locked or has not accepted its invitation yet, so an API key would not work for it.',
  apiKeyRateLimited_one:
    'Too many requests with a wrong API key came from your address. Try again in {{count}} minute.',
  apiKeyRateLimited_other:
    'Too many requests with a wrong API key came from your address. Try again in {{count}} minutes.',
} as const
