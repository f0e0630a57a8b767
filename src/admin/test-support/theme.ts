// The theme's provider, for a component test of something that switches the theme (the command palette).
export { ThemeProvider } from '../lib/theme'
