import { createReadStream } from 'node:fs'
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ObjectLookup, ObjectStore } from './object-store'

/**
 * One byte range of `size` bytes (`bytes=a-b`, `bytes=a-`, `bytes=-n`); null: unsatisfiable (416);
 * undefined: a header that is malformed or asks for several ranges, which is ignored (the whole
 * file), as RFC 9110 allows and as S3 does.
 */
export function byteRange(
  header: string,
  size: number,
): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [, from = '', to = ''] = match
  if (from === '') {
    const suffix = Math.min(Number(to), size)
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null
  }
  const start = Number(from)
  if (to !== '' && Number(to) < start) return undefined
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start < size ? { start, end } : null
}

/** Keys are paths below `dir`; none may climb out of it. */
function fileOf(dir: string, key: string): string | undefined {
  const file = path.resolve(dir, key)
  return file.startsWith(path.resolve(dir) + path.sep) ? file : undefined
}

/**
 * An `ObjectStore` in a folder of the server's disk (the default without a bucket). The type of
 * each object is kept beside it (`<file>.type`), as a bucket keeps it with the object.
 */
export function diskObjectStore(dir: string): ObjectStore {
  return {
    check: async () => {
      await mkdir(dir, { recursive: true })
    },
    put: async (key, body, type) => {
      const file = fileOf(dir, key)
      if (!file) throw new Error(`Not a key of this store: ${key}`)
      await mkdir(path.dirname(file), { recursive: true })
      if (Buffer.isBuffer(body)) await writeFile(file, body)
      else await copyFile(body.path, file)
      await writeFile(`${file}.type`, type)
    },
    get: async (key, { range, ifNoneMatch } = {}): Promise<ObjectLookup> => {
      const file = fileOf(dir, key)
      if (!file || file.endsWith('.type')) return undefined
      const found = await stat(file).catch(() => undefined)
      if (!found?.isFile()) return undefined
      const etag = `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
        return 'not-modified'
      const type = await readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream')
      const common = { type, etag, lastModified: found.mtime }
      const part = range ? byteRange(range, found.size) : undefined
      if (part === undefined) return { ...common, body: createReadStream(file), length: found.size }
      if (part === null) return 'unsatisfiable'
      return {
        ...common,
        body: createReadStream(file, part),
        length: part.end - part.start + 1,
        contentRange: `bytes ${part.start}-${part.end}/${found.size}`,
      }
    },
    remove: async (keys) => {
      for (const key of keys) {
        const file = fileOf(dir, key)
        if (file)
          await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })])
      }
    },
    removePrefix: async (prefix) => {
      const target = fileOf(dir, prefix)
      if (target) await rm(target, { recursive: true, force: true })
    },
  }
}
