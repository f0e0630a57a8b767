import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { buildWithoutDocker, type BuiltImage } from './dockerfile'

/**
 * Runs a compose file without Docker, as close to `docker compose up` as this machine allows: each
 * service gets a network namespace of its own on one bridge, with every service's name (and
 * network alias) in its hosts file, and starts in `depends_on` order, its conditions awaited by
 * running the service's own healthcheck inside its namespace. Only the images are stood in for:
 * what an image would run comes from Debian's packages (PostgreSQL with PostGIS, Redis, Caddy), from
 * the repository (the Dockerfile's last stage, laid out and started by its own CMD and ENV) or from
 * s3rver (MinIO). Every difference from the real image is named where it is made. Needs root.
 */
export interface RunningCompose {
  /** The host's address of a service's published port (`ports: ['8080:8080']`). */
  published: (service: string, port: number) => string
  /** The address of a service on the compose network, as the host reaches it. */
  addressOf: (service: string) => string
  /** A client of the bucket the `minio` service keeps. */
  bucketKeys: (bucket: string) => Promise<string[]>
  /** Bytes a service has sent on its network interface so far. */
  bytesSent: (service: string) => number
  /** Runs the service's healthcheck once: true when it passes. */
  isHealthy: (service: string) => boolean
  /** Stops every process of a service (SIGTERM, then SIGKILL after 10 s, as `docker stop`). */
  stop: (service: string) => Promise<void>
  logs: (service: string) => string
  down: () => Promise<void>
}

interface ComposeService {
  image?: string
  build?: { context: string; dockerfile: string }
  command?: string[]
  entrypoint?: string[]
  environment?: Record<string, string>
  depends_on?: string[] | Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  volumes?: string[]
  ports?: string[]
  networks?: { default?: { aliases?: string[] } }
}

interface Started {
  /** The processes of the service (none for a one-shot stand-in that ran in this process). */
  process?: ChildProcess
  exited: Promise<number | null>
  /** The environment its healthcheck runs with (the container's). */
  env: NodeJS.ProcessEnv
  /** The healthcheck, when the image's own command is not on this machine. */
  healthcheck?: string[]
}

const POSTGRES_BIN = (() => {
  const root = '/usr/lib/postgresql'
  const version = existsSync(root)
    ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
    : undefined
  return version ? path.join(root, version, 'bin') : undefined
})()

/** Why a compose file cannot run here, or undefined when it can. */
export function composeUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'network namespaces need root'
  const commands = [
    'ip',
    'setpriv',
    'caddy',
    'redis-server',
    'redis-cli',
    'pg_isready',
    'docker-compose',
  ]
  for (const command of commands)
    if (spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0)
      return `${command} is not installed`
  if (!POSTGRES_BIN) return 'PostgreSQL is not installed'
  const probe = `fcprobe${process.pid}`
  const made = spawnSync('ip', ['netns', 'add', probe])
  if (made.status !== 0) return `cannot make a network namespace: ${made.stderr}`
  spawnSync('ip', ['netns', 'del', probe])
  return undefined
}

export async function composeUp(file: string): Promise<RunningCompose> {
  const directory = path.dirname(path.resolve(file))
  const services = (
    parse(readFileSync(file, 'utf8'), { merge: true }) as {
      services: Record<string, ComposeService>
    }
  ).services
  const names = Object.keys(services)
  const id = randomBytes(2).toString('hex')
  const subnet = `10.${200 + (parseInt(id.slice(0, 2), 16) % 50)}.${parseInt(id.slice(2), 16)}`
  const bridge = `fc${id}`
  const root = mkdtempSync(path.join(tmpdir(), 'folio-compose-'))
  chmodSync(root, 0o755)
  const namespace = (name: string) => `fc${id}-${name}`
  const ip = (name: string) => `${subnet}.${10 + names.indexOf(name)}`
  const logs = new Map<string, string>()
  const started = new Map<string, Started>()
  const log = (name: string, text: string) =>
    logs.set(name, ((logs.get(name) ?? '') + text).slice(-200_000))

  const sh = (...argv: string[]) => {
    const result = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', cwd: root })
    if (result.status !== 0) throw new Error(`${argv.join(' ')}: ${result.stderr}`)
    return result.stdout
  }

  // The network: a bridge with the host at .1 (Docker's gateway), a namespace per service.
  sh('ip', 'link', 'add', bridge, 'type', 'bridge')
  sh('ip', 'addr', 'add', `${subnet}.1/24`, 'dev', bridge)
  sh('ip', 'link', 'set', bridge, 'up')
  const hosts = [
    '127.0.0.1 localhost',
    '::1 localhost',
    ...names.map((name) =>
      [ip(name), name, ...(services[name]!.networks?.default?.aliases ?? [])].join(' '),
    ),
  ].join('\n')
  names.forEach((name, index) => {
    const ns = namespace(name)
    sh('ip', 'netns', 'add', ns)
    mkdirSync(`/etc/netns/${ns}`, { recursive: true })
    writeFileSync(`/etc/netns/${ns}/hosts`, `${hosts}\n`)
    sh(
      'ip',
      'link',
      'add',
      `${bridge}h${index}`,
      'type',
      'veth',
      'peer',
      'name',
      `${bridge}p${index}`,
    )
    sh('ip', 'link', 'set', `${bridge}p${index}`, 'netns', ns)
    sh('ip', 'link', 'set', `${bridge}h${index}`, 'master', bridge, 'up')
    sh('ip', '-n', ns, 'link', 'set', 'lo', 'up')
    sh('ip', '-n', ns, 'link', 'set', `${bridge}p${index}`, 'name', 'eth0')
    sh('ip', '-n', ns, 'addr', 'add', `${ip(name)}/24`, 'dev', 'eth0')
    sh('ip', '-n', ns, 'link', 'set', 'eth0', 'up')
  })

  /** Starts `argv` in the service's namespace, as `user` when given; its output goes to its log. */
  const exec = (
    name: string,
    argv: string[],
    options: { env: NodeJS.ProcessEnv; cwd?: string; user?: string },
  ): Started => {
    const asUser = options.user
      ? ['setpriv', `--reuid=${options.user}`, `--regid=${options.user}`, '--init-groups']
      : []
    const child = spawn('ip', ['netns', 'exec', namespace(name), ...asUser, ...argv], {
      env: options.env,
      cwd: options.cwd ?? root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => log(name, chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => log(name, chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    return { process: child, exited, env: options.env }
  }

  const containerEnv = (service: ComposeService, image: Record<string, string> = {}) => ({
    PATH: process.env.PATH,
    HOME: root,
    ...image,
    ...service.environment,
  })

  const volume = (service: ComposeService, target: string) => {
    const mapping = service.volumes?.find((v) => v.split(':')[1] === target)
    if (!mapping) throw new Error(`no volume for ${target}`)
    const source = mapping.split(':')[0]!
    return source.startsWith('.') ? path.resolve(directory, source) : path.join(root, source)
  }

  /** The images' stand-ins. */
  const start = async (name: string, service: ComposeService): Promise<Started> => {
    const image = service.image?.split(':')[0]
    if (service.build) return startDockerfile(name, service)
    if (image === 'postgis/postgis') return startPostgres(name, service)
    if (image === 'redis')
      // Redis's image is built with protected mode off, Debian's is not.
      return exec(name, [...service.command!, '--protected-mode', 'no'], {
        env: containerEnv(service),
      })
    if (image === 'minio/minio')
      return {
        ...exec(
          name,
          [
            process.execPath,
            path.resolve('test/harness/minio-stand-in.mjs'),
            service.command![0]!,
            path.join(root, `${name}-data`),
          ],
          { env: containerEnv(service), cwd: process.cwd() },
        ),
        // `mc ready local` is not on this machine: any answer of the S3 port is ready.
        healthcheck: [
          'node',
          '-e',
          "fetch('http://127.0.0.1:9000/').then(()=>process.exit(0),()=>process.exit(1))",
        ],
      }
    if (image === 'minio/mc') return makeBucket(service)
    if (image === 'caddy')
      // The image's command, on the Caddyfile the compose file mounts.
      return exec(
        name,
        [
          'caddy',
          'run',
          '--config',
          volume(service, '/etc/caddy/Caddyfile'),
          '--adapter',
          'caddyfile',
        ],
        { env: containerEnv(service, { XDG_CONFIG_HOME: root, XDG_DATA_HOME: root }) },
      )
    throw new Error(`no stand-in for the image of ${name}: ${service.image}`)
  }

  /** The image of a `build:` service, built once however many services run it. */
  const images = new Map<string, Promise<BuiltImage>>()
  const startDockerfile = async (name: string, service: ComposeService): Promise<Started> => {
    const context = path.resolve(directory, service.build!.context)
    const key = `${context}\n${service.build!.dockerfile}`
    if (!images.has(key))
      images.set(
        key,
        buildWithoutDocker(
          context,
          service.build!.dockerfile,
          path.join(root, `image-${images.size}`),
          (text) => log('build', text),
        ),
      )
    const image = await images.get(key)!
    const workdir = image.createContainer(path.join(root, name))
    return exec(name, image.cmd, { env: containerEnv(service, image.env), cwd: workdir })
  }

  /** What the postgres image's entrypoint does: POSTGRES_USER, its password, POSTGRES_DB. */
  const startPostgres = async (name: string, service: ComposeService): Promise<Started> => {
    const {
      POSTGRES_USER: user,
      POSTGRES_PASSWORD: password,
      POSTGRES_DB: database,
    } = service.environment ?? {}
    const data = path.join(root, `${name}-data`)
    mkdirSync(data, { mode: 0o700 })
    const postgresId = Number(sh('id', '-u', 'postgres').trim())
    chownSync(data, postgresId, Number(sh('id', '-g', 'postgres').trim()))
    const passwordFile = path.join(root, `${name}-password`)
    writeFileSync(passwordFile, `${password}\n`)
    chownSync(passwordFile, postgresId, Number(sh('id', '-g', 'postgres').trim()))
    const asPostgres = ['setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups']
    sh(
      ...asPostgres,
      `${POSTGRES_BIN}/initdb`,
      '-D',
      data,
      '-U',
      user!,
      '--pwfile',
      passwordFile,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
    )
    writeFileSync(
      path.join(data, 'pg_hba.conf'),
      'local all all trust\nhost all all all scram-sha-256\n',
    )
    // The socket in the data folder: the machine's own PostgreSQL has /var/run/postgresql's.
    const running = exec(
      name,
      [
        `${POSTGRES_BIN}/postgres`,
        '-D',
        data,
        '-c',
        'listen_addresses=*',
        '-c',
        `unix_socket_directories=${data}`,
        '-p',
        '5432',
      ],
      { env: containerEnv(service), user: 'postgres' },
    )
    const env = { ...containerEnv(service), PGHOST: data }
    await until(
      () =>
        spawnSync('ip', ['netns', 'exec', namespace(name), 'pg_isready', '-q'], { env }).status ===
        0,
      `${name} accepts connections`,
    )
    sh(
      'ip',
      'netns',
      'exec',
      namespace(name),
      ...asPostgres,
      `${POSTGRES_BIN}/psql`,
      '-h',
      data,
      '-U',
      user!,
      '-d',
      'postgres',
      '-c',
      `CREATE DATABASE "${database}"`,
    )
    return { ...running, env }
  }

  const minioName = names.find((n) => services[n]!.image?.split(':')[0] === 'minio/minio')
  const s3Client = () => {
    const minio = services[minioName!]!.environment!
    return new S3Client({
      endpoint: `http://${ip(minioName!)}:9000`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: minio.MINIO_ROOT_USER!,
        secretAccessKey: minio.MINIO_ROOT_PASSWORD!,
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  /** The `mc` one-shot: its `mc alias set` and `mc mb`, made with an S3 client from the host. */
  const makeBucket = async (service: ComposeService): Promise<Started> => {
    const script = service.entrypoint!.at(-1)!
    const alias = /mc alias set (\S+) http:\/\/(\S+?):9000 (\S+) (\S+)/.exec(script)
    const bucket = /mc mb (?:--ignore-existing )?(\S+)\/(\S+)/.exec(script)
    if (!alias || !bucket || alias[1] !== bucket[1] || alias[2] !== minioName)
      throw new Error(`cannot read: ${script}`)
    const client = s3Client()
    await client.send(new CreateBucketCommand({ Bucket: bucket[2] }))
    client.destroy()
    return { exited: Promise.resolve(0), env: {} }
  }

  const healthcheckOf = (name: string) => {
    const own = started.get(name)?.healthcheck
    if (own) return own
    const test = services[name]!.healthcheck?.test
    if (!test) return undefined
    if (test[0] === 'CMD') return test.slice(1)
    if (test[0] === 'CMD-SHELL') return ['sh', '-c', test[1]!]
    throw new Error(`healthcheck of ${name}: ${test.join(' ')}`)
  }

  const isHealthy = (name: string) => {
    const check = healthcheckOf(name)
    if (!check) throw new Error(`${name} has no healthcheck`)
    return (
      spawnSync('ip', ['netns', 'exec', namespace(name), ...check], {
        env: started.get(name)?.env,
        timeout: 10_000,
      }).status === 0
    )
  }

  const waitFor = async (name: string, condition: string) => {
    const service = started.get(name)!
    let exitCode: number | null | undefined
    void service.exited.then((code) => (exitCode = code))
    if (condition === 'service_completed_successfully') {
      const code = await service.exited
      if (code !== 0) throw new Error(`${name} ended with ${code}:\n${logs.get(name) ?? ''}`)
      return
    }
    if (condition !== 'service_healthy') return
    await until(() => {
      if (exitCode !== undefined)
        throw new Error(`${name} ended with ${exitCode}:\n${logs.get(name) ?? ''}`)
      return isHealthy(name)
    }, `${name} is healthy`)
  }

  const dependencies = (service: ComposeService): [string, string][] =>
    Array.isArray(service.depends_on)
      ? service.depends_on.map((d) => [d, 'service_started'])
      : Object.entries(service.depends_on ?? {}).map(([d, c]) => [d, c.condition])

  const namespacePids = (name: string) =>
    spawnSync('ip', ['netns', 'pids', namespace(name)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number)

  const stop = async (name: string) => {
    const signal = (s: NodeJS.Signals) =>
      namespacePids(name).forEach((pid) => {
        try {
          process.kill(pid, s)
        } catch {
          // already gone
        }
      })
    signal('SIGTERM')
    await until(() => namespacePids(name).length === 0, `${name} stops`, 10_000).catch(() =>
      signal('SIGKILL'),
    )
  }

  const down = async () => {
    await Promise.all(names.map(stop))
    for (const name of names) {
      spawnSync('ip', ['netns', 'del', namespace(name)])
      rmSync(`/etc/netns/${namespace(name)}`, { recursive: true, force: true })
    }
    spawnSync('ip', ['link', 'del', bridge])
    rmSync(root, { recursive: true, force: true })
  }

  try {
    // Services start once what they depend on is as their conditions say; independent ones together.
    const starting = new Map<string, Promise<void>>()
    const bringUp = (name: string): Promise<void> => {
      if (!starting.has(name)) {
        const service = services[name]!
        starting.set(
          name,
          (async () => {
            await Promise.all(
              dependencies(service).map(async ([dependency, condition]) => {
                await bringUp(dependency)
                await waitFor(dependency, condition)
              }),
            )
            started.set(name, await start(name, service))
          })(),
        )
      }
      return starting.get(name)!
    }
    await Promise.all(names.map(bringUp))
    for (const name of names)
      if (services[name]!.healthcheck) await waitFor(name, 'service_healthy')
  } catch (error) {
    const output = [...names, 'build']
      .map((n) => `--- ${n}\n${(logs.get(n) ?? '').slice(-3000)}`)
      .join('\n')
    await down()
    throw new Error(`${(error as Error).message}\n${output}`)
  }

  return {
    published: (name, port) => {
      if (!services[name]!.ports?.includes(`${port}:${port}`))
        throw new Error(`${name} does not publish ${port}`)
      return `http://${ip(name)}:${port}`
    },
    addressOf: ip,
    bucketKeys: async (bucket) => {
      const client = s3Client()
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      client.destroy()
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort()
    },
    bytesSent: (name) => {
      const [link] = JSON.parse(
        sh('ip', '-n', namespace(name), '-s', '-j', 'link', 'show', 'eth0'),
      ) as { stats64: { tx: { bytes: number } } }[]
      return link!.stats64.tx.bytes
    },
    isHealthy,
    stop,
    logs: (name) => logs.get(name) ?? '',
    down,
  }
}

async function until(check: () => boolean, what: string, timeout = 180_000): Promise<void> {
  const end = Date.now() + timeout
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
