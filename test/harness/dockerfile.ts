import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A Dockerfile's image, built without Docker: its last stage's files, ENV, WORKDIR and CMD. */
export interface BuiltImage {
  env: Record<string, string>
  cmd: string[]
  /** Lays the image's files out in `folder` (a container's own copy); answers its WORKDIR there. */
  createContainer: (folder: string) => string
}

interface Stage {
  name?: string
  /** The stage's filesystem: an absolute path of the image is this folder plus that path. */
  folder: string
  workdir: string
  env: Record<string, string>
  cmd: string[]
  /** COPY --from instructions: made for each container (each has its own files). */
  copies: { from: string; source: string; target: string }[]
}

/**
 * Builds a Dockerfile the way `docker build` would, on this machine instead of in the base image
 * (Debian with Node.js here as there): each stage a folder of its own, `COPY` from the context
 * without what `.dockerignore` names, `RUN` through `sh -c`. npm may answer from its cache first
 * (`prefer-offline`), which changes how long `npm ci` takes, not what it installs.
 */
export async function buildWithoutDocker(
  contextDir: string,
  dockerfile: string,
  root: string,
  log: (text: string) => void,
): Promise<BuiltImage> {
  const instructions = readFileSync(path.resolve(contextDir, dockerfile), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const ignored = readIgnored(contextDir)
  const stages: Stage[] = []
  const inStage = (stage: Stage, target: string) =>
    path.join(stage.folder, path.posix.resolve(stage.workdir, target))

  for (const line of instructions) {
    const [instruction = '', ...args] = line.split(/\s+/)
    const rest = line.slice(instruction.length).trim()
    if (instruction === 'FROM') {
      const folder = path.join(root, `stage-${stages.length}`)
      mkdirSync(folder, { recursive: true })
      stages.push({ name: args[2], folder, workdir: '/', env: {}, cmd: [], copies: [] })
      continue
    }
    const stage = stages.at(-1)
    if (!stage) throw new Error(`${dockerfile}: ${instruction} before FROM`)
    if (instruction === 'WORKDIR') {
      stage.workdir = path.posix.resolve(stage.workdir, rest)
      mkdirSync(inStage(stage, '.'), { recursive: true })
    } else if (instruction === 'ENV') {
      for (const pair of args) stage.env[pair.split('=')[0]!] = pair.split('=').slice(1).join('=')
    } else if (instruction === 'CMD') {
      stage.cmd = JSON.parse(rest) as string[]
    } else if (instruction === 'EXPOSE') {
      // documentation only
    } else if (instruction === 'COPY') {
      const from = args[0]?.startsWith('--from=')
        ? args.shift()!.slice('--from='.length)
        : undefined
      const target = args.pop()!
      if (from) {
        for (const source of args) stage.copies.push({ from, source, target })
        continue
      }
      const destination = inStage(stage, target)
      const intoFolder = target.endsWith('/') || args.length > 1 || args[0] === '.'
      mkdirSync(intoFolder ? destination : path.dirname(destination), { recursive: true })
      for (const source of args) copyFromContext(contextDir, source, destination, ignored)
    } else if (instruction === 'RUN') {
      await run(rest, inStage(stage, '.'), stage.env, log)
    } else {
      throw new Error(`${dockerfile}: ${instruction} is not read by this stand-in for docker build`)
    }
  }

  const image = stages.at(-1)!
  const stageNamed = (name: string) => {
    const found = stages.find((s) => s.name === name) ?? stages[Number(name)]
    if (!found) throw new Error(`${dockerfile}: no stage ${name}`)
    return found
  }
  return {
    env: image.env,
    cmd: image.cmd,
    createContainer: (folder) => {
      const workdir = path.join(folder, image.workdir)
      mkdirSync(workdir, { recursive: true })
      for (const { from, source, target } of image.copies) {
        const origin = stageNamed(from)
        const destination = path.posix.resolve(image.workdir, target)
        const into = target.endsWith('/')
          ? path.join(folder, destination, path.posix.basename(source))
          : path.join(folder, destination)
        // Hard links: a copy of 600 MB of node_modules in an instant, per container.
        const copied = spawnSync('cp', ['-al', path.join(origin.folder, source), into], {
          encoding: 'utf8',
        })
        if (copied.status !== 0) throw new Error(`COPY --from=${from} ${source}: ${copied.stderr}`)
      }
      return workdir
    },
  }
}

/** `.dockerignore` entries: plain names at the context's root (patterns are not read). */
function readIgnored(contextDir: string): Set<string> {
  const file = path.join(contextDir, '.dockerignore')
  if (!existsSync(file)) return new Set()
  const names = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\/|\/$/g, ''))
    .filter((line) => line && !line.startsWith('#'))
  const pattern = names.find((name) => /[*?[!]/.test(name) || name.includes('/'))
  if (pattern) throw new Error(`.dockerignore: the pattern ${pattern} is not read here`)
  return new Set(names)
}

function copyFromContext(contextDir: string, source: string, target: string, ignored: Set<string>) {
  const entries =
    source === '.'
      ? readdirSync(contextDir).filter((name) => !ignored.has(name))
      : ignored.has(source)
        ? []
        : [source]
  for (const entry of entries) {
    const copied = spawnSync('cp', ['-a', path.join(contextDir, entry), target], {
      encoding: 'utf8',
    })
    if (copied.status !== 0) throw new Error(`COPY ${source}: ${copied.stderr}`)
  }
}

function run(
  command: string,
  cwd: string,
  env: Record<string, string>,
  log: (text: string) => void,
): Promise<void> {
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      npm_config_prefer_offline: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => log(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => log(chunk.toString()))
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`RUN ${command} ended with ${code}`)),
    ),
  )
}
