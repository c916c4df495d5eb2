// English texts of the About feature's profile page (i18next namespace `about`, loaded with the feature's chunk).
export const en = {
  profile: {
    name: '{{lenaNovak}}',
    post: 'Security lead',
    bio: 'Lena has handled payouts for open-source communities since 2019 and runs the wallet safety workshops. She cares about short checklists and boring, predictable transactions.',
    skills: 'Skills',
    skillContractReview: 'Smart contract review',
    skillWorkshopHosting: 'Workshop hosting',
    skillIncidentResponse: 'Incident response',
  },
} as const;
