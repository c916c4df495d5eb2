// The blog feature's public door: its pages, each loaded on demand. (The post card the home page lists too is
// site/blocks/BlogCardView.) A door that app/ROUTES imports holds loaders only: anything exported statically here
// would join the first page load.
export const loadBlogGridPage = () => import('./BlogGridPage.js');
export const loadBlogListPage = () => import('./BlogListPage.js');
export const loadBlogDetailsPage = () => import('./BlogDetailsPage.js');
