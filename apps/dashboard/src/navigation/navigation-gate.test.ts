import { describe, expect, it, vi } from 'vitest';
import { askBeforeUnload, createNavigationGate } from './navigation-gate';

function setup(current = '/ai') {
  const gate = createNavigationGate(() => current);
  const navigate = vi.fn();
  return { gate, navigate };
}

describe('navigation gate', () => {
  it('lets every move through while no screen holds unsaved work', () => {
    const { gate, navigate } = setup();
    gate.around(navigate, '/dashboard', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
  });

  it('hands a move to another screen to the asking screen instead of making it', () => {
    const { gate, navigate } = setup();
    const ask = vi.fn();
    gate.close(ask);
    gate.around(navigate, '/offers', undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]?.[1]).toBe('/offers');
  });

  it('makes the move once the user chooses to leave', () => {
    const { gate, navigate } = setup();
    let proceed: (() => void) | undefined;
    gate.close((go) => {
      proceed = go;
    });
    gate.around(navigate, '/profile', { replace: false });
    expect(navigate).not.toHaveBeenCalled();
    proceed?.();
    expect(navigate).toHaveBeenCalledWith('/profile', { replace: false });
  });

  it('does not ask when only the query string of the same screen changes', () => {
    const { gate, navigate } = setup('/ai');
    const ask = vi.fn();
    gate.close(ask);
    gate.around(navigate, '/ai?tab=2', undefined);
    gate.around(navigate, '/ai/', undefined);
    expect(ask).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('opens again when the screen is saved or left', () => {
    const { gate, navigate } = setup();
    const ask = vi.fn();
    const open = gate.close(ask);
    open();
    gate.around(navigate, '/dashboard', undefined);
    expect(ask).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('is not opened by a screen that closed it earlier and was replaced', () => {
    const { gate, navigate } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const openFirst = gate.close(first);
    gate.close(second);
    openFirst();
    gate.around(navigate, '/dashboard', undefined);
    expect(second).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('closing the tab with unsaved work', () => {
  it('cancels the unload event, which makes the browser ask', () => {
    const event = { preventDefault: vi.fn(), returnValue: undefined as unknown };
    askBeforeUnload(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.returnValue).toBe('');
  });
});
