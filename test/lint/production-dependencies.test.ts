import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The image (deploy/Dockerfile) keeps only `dependencies` (`npm prune --omit=dev`): a package the
// built server imports that is only a devDependency, or only another package's dependency, would
// be missing there or could go with any update of that package.
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>
}

function builtFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name)
    if (entry.isDirectory()) return builtFiles(file)
    return /\.m?js$/.test(entry.name) ? [file] : []
  })
}

/** The packages a built file names in its imports (bare specifiers, without subpaths). */
function importedPackages(source: string): string[] {
  const specifiers = source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']([^"'./][^"']*)["']/g,
  )
  return [...specifiers]
    .map(([, specifier]) => specifier!)
    .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]!))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    )
}

describe('the production image', () => {
  it('has every package the built server imports among the dependencies', () => {
    const files = builtFiles('dist/server')
    expect(files.length).toBeGreaterThan(0)
    const imported = new Set(files.flatMap((file) => importedPackages(readFileSync(file, 'utf8'))))
    expect(imported.has('payload')).toBe(true)
    const missing = [...imported].filter((name) => !(name in packageJson.dependencies))
    expect(missing).toEqual([])
  })
})
