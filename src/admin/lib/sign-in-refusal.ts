import type { SignInRefusal } from '../../shared/boot'

/**
 * A sign-in the server refused when the form was posted without the page's script (`signInRefusal`
 * of the boot data): the server's render of the sign-in screen shows it, and so does the render
 * that takes that screen over (it must match). Set around the server's render, and in the browser
 * before the take-over; the screen keeps it and clears it here, so it shows once.
 */
let pageRefusal: SignInRefusal | undefined

export function setPageSignInRefusal(refusal: SignInRefusal | undefined): void {
  pageRefusal = refusal
}

export function pageSignInRefusal(): SignInRefusal | undefined {
  return pageRefusal
}
