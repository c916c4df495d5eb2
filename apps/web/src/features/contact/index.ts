// The contact feature's public door: the Contact us page, loaded on demand.
export const loadContactUsPage = () => import('./ContactUsPage.js');
