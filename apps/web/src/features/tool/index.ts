// The tool feature's public door: the Tool page (wallet generator and batch transfer), loaded on demand.
export const loadToolPage = () => import('./ToolPage.js');
