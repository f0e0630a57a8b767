import { folioConfig } from './folio-config'

/** The config `npm start` and Payload's CLI (migrations) use: the plugins of src/folio/folio-config.ts. */
export default folioConfig()
