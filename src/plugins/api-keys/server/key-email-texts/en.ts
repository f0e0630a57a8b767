export const keyEmailEn = {
  createdSubject: 'An API key was created for your account',
  rotatedSubject: 'The API key of your account was replaced',
  createdIntro: 'An API key was created for your account {email} on {host} on {time}.',
  rotatedIntro:
    'The API key of your account {email} on {host} was replaced by a new one on {time}. The previous key no longer works.',
  byAdmin: 'An administrator ({admin}) did this.',
  whatItDoes:
    'Scripts and apps that send this key act as you, with your role, until it is revoked. The key itself is never sent by email.',
  notYou:
    'If you did not expect this, revoke the key on your account page and tell an administrator:',
} as const
