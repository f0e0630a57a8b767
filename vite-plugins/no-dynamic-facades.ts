import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * A lazily imported module that a chunk group took in (a screen in `app`, a part in its plugin's
 * chunk) is left by Rolldown as a file that only re-exports from the group's chunk
 * (`export{a as default}from"./plugin-seo-….js"`): one more request, in series before the group's
 * code on a cold load. This removes those files after the build: each `import()` of one loads the
 * group's chunk and picks the same names from it, the preload lists name the group's chunk, and the
 * manifest points the module at the group's chunk.
 */
export interface Facade {
  target: string
  /** [name in the target chunk, name the importer sees]. */
  names: [string, string][]
}

const FACADE = /^export\s*\{([^}]*)\}\s*from\s*["'`]\.\/([^"'`]+)["'`];?\s*$/

/** The facade a chunk's code is, if it is one: a single re-export from another chunk. */
export function facadeOf(code: string): Facade | undefined {
  const match = FACADE.exec(code.trim())
  if (!match) return undefined
  const names = match[1]!.split(',').map((part): [string, string] => {
    const [local, exported] = part.trim().split(/\s+as\s+/)
    return [local!, exported ?? local!]
  })
  return { target: match[2]!, names }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `code` with every dynamic import of `file` loading `facade.target` instead, and its preloads too. */
export function withoutFacade(code: string, file: string, facade: Facade): string {
  const picked = facade.names.map(([local, exported]) => `${JSON.stringify(exported)}:m.${local}`)
  const load = `import(\`./${facade.target}\`).then(m=>({${picked.join(',')}}))`
  const quoted = (q: string) => `${q}./${escape(file)}${q}`
  return code
    .replace(new RegExp(`import\\((?:${['`', '"', "'"].map(quoted).join('|')})\\)`, 'g'), load)
    .replace(new RegExp(['"', "'", '`'].map(quoted).join('|'), 'g'), `"./${facade.target}"`)
}

interface ManifestEntry {
  file: string
  imports?: string[]
}

export function noDynamicFacades(): Plugin {
  return {
    name: 'folio-no-dynamic-facades',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir!
      const facades = new Map<string, Facade>()
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry || !chunk.isDynamicEntry) continue
        const facade = facadeOf(chunk.code)
        if (facade) facades.set(path.basename(chunk.fileName), facade)
      }
      if (facades.size === 0) return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || facades.has(path.basename(chunk.fileName))) continue
        let code = chunk.code
        for (const [file, facade] of facades)
          if (code.includes(file)) code = withoutFacade(code, file, facade)
        if (code !== chunk.code) writeFileSync(path.join(dir, chunk.fileName), code)
      }
      const manifestFile = path.join(dir, '.vite', 'manifest.json')
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
        string,
        ManifestEntry
      >
      const keyOfFile = new Map(Object.entries(manifest).map(([key, e]) => [e.file, key]))
      for (const entry of Object.values(manifest)) {
        const facade = facades.get(path.basename(entry.file))
        if (!facade) continue
        const target = `${path.dirname(entry.file)}/${facade.target}`
        const targetKey = keyOfFile.get(target)
        if (!targetKey)
          throw new Error(`${entry.file} re-exports ${target}, which the manifest lacks`)
        entry.file = target
        entry.imports = [targetKey]
      }
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && facades.has(path.basename(chunk.fileName)))
          rmSync(path.join(dir, chunk.fileName))
    },
  }
}
