// Bundles the server (esbuild) with the one piece of Vite syntax the server's code uses:
// `import.meta.glob('./dir/*.json', { eager: true, import: 'default' })`, by which a string
// catalog takes every language file beside it (docs/ARCHITECTURE.md, "Strings"). Vite and Vitest
// read it natively; here each call becomes static imports of the matching files.
// Usage: node scripts/build-server.mjs <entry>… --outdir=<dir>
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const args = process.argv.slice(2)
const outdir = args.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length)
const entryPoints = args.filter((a) => !a.startsWith('--'))
if (!outdir || entryPoints.length === 0) {
  console.error('Usage: node scripts/build-server.mjs <entry>… --outdir=<dir>')
  process.exit(2)
}

const GLOB =
  /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'\s*,\s*\{\s*eager:\s*true,\s*import:\s*'default'\s*,?\s*\}\s*\)/g

/** Static imports for each `import.meta.glob` of the eager, default-import form. */
const eagerGlob = {
  name: 'eager-import-meta-glob',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta.glob')) return undefined
      const imports = []
      const contents = source.replace(GLOB, (_call, pattern) => {
        const { dir, base } = path.posix.parse(pattern)
        const extension = base.startsWith('*') ? base.slice(1) : null
        if (!extension || extension.includes('*')) throw new Error(`Unsupported glob ${pattern}`)
        const files = readdirSync(path.resolve(path.dirname(args.path), dir))
          .filter((name) => name.endsWith(extension))
          .sort()
        const entries = files.map((name) => {
          const id = `__glob_${imports.length}`
          imports.push(`import ${id} from '${dir}/${name}'`)
          return `${JSON.stringify(`${dir}/${name}`)}: ${id}`
        })
        return `({ ${entries.join(', ')} })`
      })
      const code = contents.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      if (code.includes('import.meta.glob('))
        throw new Error(
          `${args.path}: only import.meta.glob('./dir/*.ext', { eager: true, import: 'default' }) is supported in the server's code`,
        )
      return {
        contents: `${imports.join('\n')}\n${contents}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node20',
  entryNames: '[name]',
  logLevel: 'warning',
  plugins: [eagerGlob],
})
