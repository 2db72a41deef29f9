import { BrowserRouter, Routes } from 'react-router-dom';

import { appRoutes } from './route-tree';

/**
 * Declarative routing: the app loads its data with React Query, not route loaders, and the data
 * router's extra code cost 16 KB gzip on every first load (docs/decisions/007). The server renders
 * the same routes under a StaticRouter (docs/decisions/024).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>{appRoutes}</Routes>
    </BrowserRouter>
  );
}
