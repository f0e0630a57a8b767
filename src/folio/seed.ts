import { getPayload } from 'payload'
import config from './payload.config'
import { seedContent } from '../content/seed/seed-content'

/** `npm run seed`: fills the database with realistic content and prints one user of each role. */
const payload = await getPayload({ config })
const users = await seedContent(payload)
console.log('\nSeeded users (email / password):')
for (const u of users) console.log(`  ${u.role.padEnd(7)} ${u.email}  ${u.password}`)
await payload.db.destroy?.()
process.exit(0)
