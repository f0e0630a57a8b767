// Builds the admin and the server when dist/ is missing or older than the sources, so `npm start`
// on a fresh clone works with one command and later starts skip the build.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

function newest(dir) {
  let latest = 0
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    const stat = statSync(file)
    latest = Math.max(latest, stat.isDirectory() ? newest(file) : stat.mtimeMs)
  }
  return latest
}

const outputs = ['dist/admin/index.html', 'dist/server/start.js']
const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)))
const sourcesAt = Math.max(newest('src'), statSync('package-lock.json').mtimeMs, statSync('vite.config.ts').mtimeMs)
if (builtAt < sourcesAt) {
  console.log('Building Folio…')
  execSync('npm run build', { stdio: 'inherit' })
}
