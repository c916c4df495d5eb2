// The about feature's public door: About us, Team and a member's profile, each loaded on demand.
export const loadAboutUsPage = () => import('./AboutUsPage.js');
export const loadTeamPage = () => import('./TeamPage.js');
export const loadProfilePage = () => import('./ProfilePage.js');
