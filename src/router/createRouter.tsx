/** The router, built from the config's route list; each route's sections load as their own chunk. */
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { routes } from 'virtual:site';
import { ThemeController } from '../theme/ThemeController';
import { importWithReload } from './importWithReload';
import { NotFound } from './NotFound';
import { RoutePage } from './RoutePage';

function Root() {
  return (
    <>
      <ThemeController />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function routeObjects(): RouteObject[] {
  return [
    {
      element: <Root />,
      hydrateFallbackElement: <div className="route-pending" aria-busy="true" />,
      children: [
        ...routes.map(
          (route): RouteObject => ({
            path: route.path,
            lazy: async () => {
              const { sections } = await importWithReload(route.load);
              return { Component: () => <RoutePage route={route} sections={sections} /> };
            },
          }),
        ),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(routeObjects());
}
