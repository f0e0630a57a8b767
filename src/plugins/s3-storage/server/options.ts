/** Where and how the `s3-storage` plugin reaches its bucket. */
export interface S3StorageOptions {
  bucket: string
  region: string
  /** An S3-compatible service's address (MinIO, R2, Ceph…); absent: AWS. */
  endpoint?: string
  /** Absent: the AWS SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Buckets addressed as a path (`host/bucket/key`), as most S3-compatible services need. */
  forcePathStyle: boolean
  /** The upload collections kept in the bucket; absent: all of them. */
  collections?: string[]
}
