// Stands in for the `minio/minio` image of deploy/compose.yaml when it runs without Docker
// (test/harness/compose.ts): an S3-compatible server (s3rver) on port 9000 of its network
// namespace, keeping objects in the folder given (`server <folder>`), that accepts only the root
// key pair MINIO_ROOT_USER / MINIO_ROOT_PASSWORD, as MinIO does.
import S3rver from 's3rver'
import AWSAccount from 's3rver/lib/models/account.js'

const [command, directory] = process.argv.slice(2)
const { MINIO_ROOT_USER: user, MINIO_ROOT_PASSWORD: password } = process.env
if (command !== 'server' || !directory || !user || !password) {
  console.error('usage: MINIO_ROOT_USER=… MINIO_ROOT_PASSWORD=… minio-stand-in.mjs server <folder>')
  process.exit(2)
}
AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER')
AWSAccount.DUMMY_ACCOUNT.createKeyPair(user, password)
// Path-style addressing only, as MinIO without MINIO_DOMAIN: s3rver would otherwise take the host
// name (`minio`) for a bucket's.
const server = new S3rver({
  port: 9000,
  address: '0.0.0.0',
  directory,
  silent: true,
  vhostBuckets: false,
})
await server.run()
console.log('S3 API on :9000')
const stop = () => server.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
