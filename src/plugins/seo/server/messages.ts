import { folioMessage, withFolioMessages } from '../../../server/kit/translations'
import type { Config } from 'payload'

/** The plugin's answers to a generate call it cannot serve, in English and German. */
export const seoMessages = {
  en: {
    seoNoTarget: 'Name a collection or a global with SEO fields (collectionSlug or globalSlug).',
    seoBadBody:
      'The body must be a JSON object with the document as "doc" (or, for a saved document, its "id").',
    seoBadLocale: 'Name one of the configured locales as "locale".',
    seoGenerateFailed: 'The {{kind}} could not be generated.',
  },
  de: {
    seoNoTarget:
      'Nennen Sie eine Sammlung oder ein globales Dokument mit SEO-Feldern (collectionSlug oder globalSlug).',
    seoBadBody:
      'Der Inhalt muss ein JSON-Objekt mit dem Dokument als „doc“ sein (oder, für ein gespeichertes Dokument, seiner „id“).',
    seoBadLocale: 'Nennen Sie als „locale“ eine der eingerichteten Sprachen.',
    seoGenerateFailed: 'Das Feld „{{kind}}“ konnte nicht erzeugt werden.',
  },
} satisfies { en: Record<string, string>; de: Record<string, string> }

export const seoTranslations = (i18n: Config['i18n']) => withFolioMessages(i18n, seoMessages)

export const seoMessage = folioMessage(seoMessages)
