// Build-time rendering of the public pages (the entry of `vite build --ssr`): each page is rendered
// to HTML with the same routes and providers the browser uses, so that main.tsx can hydrate it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import type { PageMeta, RouteHandle } from '../../lib/page-meta.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AppProviders } from '../providers.tsx';
import { RequireLogin } from '../require-login.tsx';
import { routes } from '../router.tsx';

/** Loaders reach for the session and the API; a prerendered page is the signed-out page. */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { loader: _loader, ...rest } = route;
    return { ...rest, children: route.children ? withoutLoaders(route.children) : undefined } as RouteObject;
  });
}

function joinPath(parent: string, child: string | undefined): string {
  if (!child) return parent;
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Every path whose route says `handle.meta.prerender`, in route-table order. */
export function prerenderPaths(list: RouteObject[] = routes, parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : joinPath(parent, route.path);
    const own = (route.handle as RouteHandle | undefined)?.meta?.prerender ? [path || '/'] : [];
    return [...own, ...prerenderPaths(route.children ?? [], path)];
  });
}

export type RenderedPage = { html: string; meta: PageMeta };

export async function renderPage(path: string, table: RouteObject[] = routes): Promise<RenderedPage> {
  const handler = createStaticHandler(withoutLoaders(table));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  if (context.errors) throw new Error(`${path} failed while prerendering: ${JSON.stringify(context.errors)}`);
  const meta = [...context.matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.meta)
    .find(Boolean);
  if (!meta) throw new Error(`${path} has no handle.meta`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, meta };
}

/** The route table with the login guard taken out, so that the help pages render as a signed-in user sees them. */
function withoutLoginGuard(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { Component, ...rest } = route;
    const kept = Component === RequireLogin ? rest : route;
    return { ...kept, children: route.children ? withoutLoginGuard(route.children) : undefined } as RouteObject;
  });
}

/** The help and documentation pages: login required, so not prerendered, but searchable by signed-in users. */
function helpPaths(list: RouteObject[] = routes): string[] {
  return list.flatMap((route) => [
    ...(route.path?.startsWith('documentation/') ? [`/${route.path}`] : []),
    ...helpPaths(route.children ?? []),
  ]);
}

export type SearchablePage = { path: string; audience: 'public' | 'signed_in'; html: string; meta: PageMeta };

/** Every page the site search indexes (decision 048): the public pages and the help pages, rendered. */
export async function searchablePages(): Promise<SearchablePage[]> {
  const pages: SearchablePage[] = [];
  for (const path of prerenderPaths()) pages.push({ path, audience: 'public', ...(await renderPage(path)) });
  const unguarded = withoutLoginGuard(routes);
  for (const path of helpPaths()) pages.push({ path, audience: 'signed_in', ...(await renderPage(path, unguarded)) });
  return pages;
}
