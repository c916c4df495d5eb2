// The route tree: every route of ROUTES in its frame, anchor routes, and the 404 page for the rest.
import { Route, Routes } from 'react-router';
import { ScrollManager } from '../site/anchors/ScrollManager.js';
import { AnchorRoute } from './AnchorRoute.js';
import { PageFrame } from './PageFrame.js';
import { NOT_FOUND, ROUTES } from './ROUTES.js';

export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<PageFrame meta={route.meta}>{route.element}</PageFrame>}
          />
        ))}
        <Route path="/:anchor" element={<AnchorRoute />} />
        <Route path="*" element={<PageFrame meta={NOT_FOUND.meta}>{NOT_FOUND.element}</PageFrame>} />
      </Routes>
    </>
  );
}
