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
export {
  GENERATOR_KINDS,
  MAX_GENERATED_LENGTH,
  SEO_PARTS,
  SEO_SLUG,
  generatePath,
  type GenerateAnswer,
  type GenerateBody,
  type GeneratorKind,
  type SeoSettings,
} from './settings'
