// The site: hash router (works from any static host and from the API's single port) around the route tree.
import { HashRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes.js';

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
