import { Link, type LinkProps } from 'react-router'
import { useIntentPreload } from '../lib/use-intent-preload'

/**
 * A link to a screen inside the signed-in admin that starts the screen's code and first reads on
 * intent (hover, focus, press: `useIntentPreload`), so following it shows the screen at once.
 * `canOpen: false` (the user may not open the target) leaves it a plain link.
 */
export function IntentLink({
  canOpen = true,
  ...props
}: LinkProps & { to: string; canOpen?: boolean }) {
  const intent = useIntentPreload(canOpen ? props.to : undefined)
  return <Link {...props} {...intent} />
}
