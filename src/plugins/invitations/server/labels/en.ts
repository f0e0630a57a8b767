export const invitationLabelsEn = {
  pending: 'Pending',
  accepted: 'Accepted',
  invitation: 'Invitation',
} as const
