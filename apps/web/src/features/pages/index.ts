// The pages feature's public door: the single secondary pages (FAQ, download, review, sign-in forms, coming soon,
// thank-you, 404), each loaded on demand.
export const loadAuthPage = () => import('./AuthPage.js');
export const loadComingSoonPage = () => import('./ComingSoonPage.js');
export const loadDownloadPage = () => import('./DownloadPage.js');
export const loadFaqPage = () => import('./FaqPage.js');
export const loadNotFoundPage = () => import('./NotFoundPage.js');
export const loadReviewPage = () => import('./ReviewPage.js');
export const loadThankYouPage = () => import('./ThankYouPage.js');
