/**
 * What the admin's chunks are made of: builds the admin (into a temporary folder) and prints, for
 * each chunk named on the command line (by file name prefix, default boot, app, RichTextInput),
 * its modules and packages by size: minified bytes and an estimate of their brotli bytes (each
 * module compressed alone, scaled so that the chunk's modules add up to the chunk's own size).
 * A module that the shell, the document screen and the editor extensions do not import statically
 * (followed through) is marked `[not edit]`: a post's edit page loads it only because it shares
 * the chunk. `--dump=<text>` writes the rendered code of the modules whose id contains the text to
 * the system's temporary folder; BUNDLE_REPORT_CONFIG builds with another Vite config (to try a
 * change of vite.config.ts).
 *
 *   npx tsx scripts/bundle-report.ts [boot app RichTextInput ...] [--top=30] [--dump=react-router]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { transform } from 'esbuild'
import { build, type Plugin } from 'vite'

const args = process.argv.slice(2)
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 30)
const dump = args.find((a) => a.startsWith('--dump='))?.slice(7)
const wanted = args.filter((a) => !a.startsWith('--'))
const prefixes = wanted.length ? wanted : ['boot', 'app', 'RichTextInput']

interface Part {
  id: string
  minBytes: number
  brBytes: number
}

const br = (text: string) => brotliCompressSync(text).length

/** `node_modules/<pkg>` (scoped too) or the module's path in the repository. */
function packageOf(id: string): string {
  const mark = id.endsWith(' [not edit]') ? ' [not edit]' : ''
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '').replace(' [not edit]', '')
  const at = clean.lastIndexOf('node_modules/')
  if (at < 0) return path.relative(process.cwd(), clean) + mark
  const rest = clean.slice(at + 'node_modules/'.length).split('/')
  return (rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!) + mark
}

function table(title: string, rows: { name: string; minBytes: number; brBytes: number }[]) {
  console.log(`\n${title}`)
  console.log('  min KB   br KB  module')
  for (const row of rows.slice(0, top))
    console.log(
      `${(row.minBytes / 1000).toFixed(1).padStart(8)} ${(row.brBytes / 1000).toFixed(1).padStart(7)}  ${row.name}`,
    )
}

/** The modules an edit page of a document loads statically: the shell, the screen, the extensions. */
const EDIT_ROOTS = ['app/Shell.tsx', 'routes/document/route.tsx']

function reporter(): Plugin {
  return {
    name: 'folio-bundle-report',
    async generateBundle(_, bundle) {
      const ids = [...this.getModuleIds()]
      const editRoots = [
        ...EDIT_ROOTS.map((m) => path.resolve('src/admin', m)),
        ...ids.filter((id) => this.getModuleInfo(id)?.exports?.includes('useEditorExtension')),
      ]
      const forEdit = new Set<string>()
      const visit = (id: string) => {
        if (forEdit.has(id)) return
        forEdit.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
      }
      editRoots.forEach(visit)
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const base = path.basename(chunk.fileName)
        if (!prefixes.some((p) => base.startsWith(`${p}-`))) continue
        const parts: Part[] = []
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.code) continue
          if (dump && id.includes(dump)) {
            const file = path.join(tmpdir(), `folio-module-${path.basename(id)}`)
            writeFileSync(file, module.code)
            console.log(`wrote ${file}`)
          }
          const minified = await transform(module.code, { minify: true, loader: 'js' }).catch(
            () => ({ code: module.code! }),
          )
          parts.push({
            id: forEdit.has(id) ? id : `${id} [not edit]`,
            minBytes: minified.code.length,
            brBytes: br(minified.code),
          })
        }
        const chunkBr = br(chunk.code)
        const scale = chunkBr / parts.reduce((sum, p) => sum + p.brBytes, 0)
        for (const part of parts) part.brBytes *= scale
        const byPackage = new Map<string, { name: string; minBytes: number; brBytes: number }>()
        for (const part of parts) {
          const name = packageOf(part.id)
          const row = byPackage.get(name) ?? { name, minBytes: 0, brBytes: 0 }
          row.minBytes += part.minBytes
          row.brBytes += part.brBytes
          byPackage.set(name, row)
        }
        const bySize = <T extends { brBytes: number }>(rows: T[]) =>
          rows.sort((a, b) => b.brBytes - a.brBytes)
        const notEdit = parts.filter((p) => p.id.endsWith(' [not edit]'))
        console.log(
          `\n${chunk.fileName}: not in the edit screen's static imports: ${notEdit.length} modules, ${(notEdit.reduce((s, p) => s + p.brBytes, 0) / 1000).toFixed(1)} KB br`,
        )
        console.log(
          `\n=== ${chunk.fileName}: ${(chunk.code.length / 1000).toFixed(1)} KB, ${(chunkBr / 1000).toFixed(1)} KB br, ${parts.length} modules`,
        )
        table('by package / source file', bySize([...byPackage.values()]))
        table(
          'by module',
          bySize(
            parts.map((p) => ({
              ...p,
              name: path.relative(process.cwd(), p.id.replace(/^\0/, '')),
            })),
          ),
        )
      }
    },
  }
}

const outDir = mkdtempSync(path.join(tmpdir(), 'folio-bundle-report-'))
process.env.FOLIO_ADMIN_OUT_DIR = outDir
try {
  await build({
    configFile: process.env.BUNDLE_REPORT_CONFIG ?? 'vite.config.ts',
    logLevel: 'warn',
    plugins: [reporter()],
  })
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
