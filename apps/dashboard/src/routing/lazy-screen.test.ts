import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Screen = () => null;

describe('lazyScreen', () => {
  it('fetches a screen once, however often it is prefetched', async () => {
    let fetches = 0;
    const screen = lazyScreen(
      () => {
        fetches += 1;
        return Promise.resolve({ Screen });
      },
      (m) => m.Screen,
    );
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(fetches).toBe(1);
  });

  it('tries again after a failed prefetch instead of keeping the failure', async () => {
    let fetches = 0;
    const screen = lazyScreen(
      () => {
        fetches += 1;
        return fetches === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve({ Screen });
      },
      (m) => m.Screen,
    );
    await expect(screen.preload()).rejects.toThrow(TypeError);
    await expect(screen.preload()).resolves.toEqual({ default: Screen });
    expect(fetches).toBe(2);
  });

  it('shows a prefetched screen at once, without suspending', async () => {
    const Ready = () => createElement('p', null, 'ready');
    const screen = lazyScreen(
      () => Promise.resolve({ Ready }),
      (m) => m.Ready,
    );
    await screen.preload();
    // No Suspense boundary around it: a suspending screen could not render to a string here.
    expect(renderToString(createElement(screen.Screen))).toBe('<p>ready</p>');
  });
});
