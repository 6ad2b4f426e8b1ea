import type { Ad, PublicConfig } from '@flowers/domain';
import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_PAGE, cataloguePagesQueryOptions } from '../../api/search-ads';
import { publicConfigQueryOptions } from '../../api/get-public-config';
import { CatalogScreen } from '../catalog-screen';
import { AppProvider } from '../provider';
import { TAB_BAR_SPACE } from '../shell/app-layout';
import { BottomNav } from '../shell/bottom-nav';
import { ShellFrame } from '../shell/shell-frame';
import { FIRST_RENDER_CARDS } from '../../components/ad-list/ad-grid';
import { SessionContext } from '../../lib/session-context';
import { MemoryRouter, useRoutes } from '../../router/router';
import { FIRST_SCREEN_ID } from '../../lib/leave-first-screen';

/** The first screen's markup: `head` for the page's <head>, `body` before the app's #root. */
export interface FirstScreen {
  head: string;
  body: string;
}

// The page is the same for everyone: nothing in it may depend on who opens it.
const ANYONE = {
  user: { userId: '', username: null, role: 'user' as const },
  switchDemoUser: null,
};

// React puts the preloads of the high-priority photos first; they belong in <head>.
const LEADING_LINKS = /^(?:<link\b[^>]*>)*/;

function FirstScreenRoutes() {
  return useRoutes([
    {
      // The signed-in shell without its hooks that read the browser (app-layout.tsx).
      element: <ShellFrame top={null} bottomPadding={TAB_BAR_SPACE} bottom={<BottomNav />} />,
      children: [{ path: '/', element: <CatalogScreen /> }],
    },
  ]);
}

/**
 * The catalogue as a buyer first sees it, drawn by the server from the app's own screen with
 * the first cards: it paints before any JavaScript has run, and the app takes its place once
 * its own catalogue is ready (leave-first-screen.ts). `ads` carry only what a card shows.
 */
export function renderFirstScreen(ads: readonly Ad[], config: PublicConfig): FirstScreen {
  const queryClient = new QueryClient();
  queryClient.setQueryData(cataloguePagesQueryOptions().queryKey, {
    pages: [{ ads: ads.slice(0, FIRST_RENDER_CARDS), next_cursor: null, corrected_q: null }],
    pageParams: [FIRST_PAGE],
  });
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  const markup = renderToStaticMarkup(
    <AppProvider launch={null} queryClient={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <SessionContext value={ANYONE}>
          <FirstScreenRoutes />
        </SessionContext>
      </MemoryRouter>
    </AppProvider>,
  );
  const head = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return {
    head,
    // Inert: its buttons and links do nothing before the app runs, so none takes a tap.
    body: `<div id="${FIRST_SCREEN_ID}" inert>${markup.slice(head.length)}</div>`,
  };
}
