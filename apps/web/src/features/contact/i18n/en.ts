// English texts of the Contact Us page (i18next namespace `contact`, loaded with the feature's chunk).
export const en = {
  mailTitle: 'Mail Us',
  chatTitle: '24/7 Live Chat',
  chatText: '{{telegram}}: {{telegramHandle}}',
  visitTitle: 'Visit Us',
  visitText: 'Community desk, {{torstrasse}} 1, Berlin',
  mapTitle: 'Map of the community desk',
  mapStreet: '{{torstrasse}}',
  mapCrossStreet: '{{rosaLuxemburgStrasse}}',
  mapSquare: 'Rosa-Luxemburg-Platz',
  mapPin: '{{torstrasse}} 1',
  openMap: 'Directions on OpenStreetMap (opens a new tab)',
} as const;
