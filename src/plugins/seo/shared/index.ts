export {
  SEO_TARGETS,
  checksPassing,
  lengthMeter,
  targetFor,
  type LengthMeter,
  type LengthTarget,
  type MeterState,
} from './length-meter'
export { PREVIEW_LIMITS, breadcrumbURL, searchSnippet } from './search-preview'
