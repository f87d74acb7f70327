/** The ff_admin's coaches page (its own module, so a member's pages never load it). */
export const coachAdminTexts = {
  title: 'Coaches',
  intro: 'Invite a coach by e-mail. They accept from their notification or mail, then set up billing.',
  email: 'E-mail',
  meetingUrl: 'Meeting link (optional)',
  inviteCoach: 'Invite coach',
  onlyAdmins: 'Only administrators can invite coaches.',
  noCoaches: 'No coaches yet. Invite the first one above.',
  loadingCoaches: 'Loading coaches',
  coachesFailed: 'Unable to load the coaches',
  billingSetUp: 'Billing set up',
  billingNotSetUp: 'Billing not set up',
  acceptedClients: (n: number) => `${n} accepted client${n === 1 ? '' : 's'}`,
} as const;
