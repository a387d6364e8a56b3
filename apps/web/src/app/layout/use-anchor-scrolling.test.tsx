import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

function HomeSections() {
  return (
    <>
      <h1>Home page</h1>
      <section id="features">Features section</section>
      <section id="products">Products section</section>
    </>
  );
}

function renderLayout(path: string, Home: ComponentType = HomeSections) {
  return renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, element: <Home /> },
          { path: '*', element: <h1>Some page</h1> },
        ],
      },
    ],
    path,
  );
}

// jsdom lays nothing out and scrolls nothing: the scrolling calls themselves are what a test sees.
let scrollTo: MockInstance<typeof window.scrollTo>;
let scrollIntoView: MockInstance<(arg?: boolean | ScrollIntoViewOptions) => void>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
});

const scrolledIntoView = () => scrollIntoView.mock.contexts;

describe('anchor scrolling', () => {
  it('scrolls the element named by the #fragment into view after a client-side navigation', async () => {
    const { router } = renderLayout('/support');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Some page' });
    await user.click(screen.getByRole('link', { name: 'Products' }));
    const products = await screen.findByText('Products section');
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#products' });
    await waitFor(() => expect(scrolledIntoView()).toContain(products));
    expect(scrolledIntoView()).not.toContain(screen.getByText('Features section'));
  });

  it('scrolls to a target that the page renders only after its data arrives', async () => {
    let arrive!: () => void;
    const dataArrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    function LateSections() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        dataArrived.then(() => setReady(true));
      }, []);
      return ready ? <HomeSections /> : <h1>Home page</h1>;
    }
    const { router } = renderLayout('/support', LateSections);
    await screen.findByRole('heading', { name: 'Some page' });
    await act(() => router.navigate('/#features'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.queryByText('Features section')).toBeNull();
    await act(async () => arrive());
    const features = await screen.findByText('Features section');
    await waitFor(() => expect(scrolledIntoView()).toContain(features));
  });
});

describe('scroll restoration', () => {
  it('starts a newly visited page at the top and restores the position on Back', async () => {
    const { router } = renderLayout('/');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Home page' });
    // The visitor has scrolled down Home before following a link.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: 'Support' })[0] as HTMLElement);
    await screen.findByRole('heading', { name: 'Some page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
