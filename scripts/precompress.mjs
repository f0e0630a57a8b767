// Writes .br and .gz beside every text asset of the built admin and sample site (each folder named;
// dist/admin by default), so the server never compresses them at run time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const roots = process.argv.length > 2 ? process.argv.slice(2) : ['dist/admin']
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (COMPRESSIBLE.test(name)) {
      const data = readFileSync(file)
      writeFileSync(
        file + '.br',
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(file + '.gz', gzipSync(data, { level: 9 }))
    }
  }
}
for (const root of roots) walk(root)
