// s3rver ships no types; only what test/harness/s3.ts uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number
      address?: string
      directory: string
      silent?: boolean
      configureBuckets?: { name: string }[]
    })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
