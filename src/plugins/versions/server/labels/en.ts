export const versionLabelsEn = {
  createdBy: 'Created by',
  lastUpdatedBy: 'Last updated by',
} as const
