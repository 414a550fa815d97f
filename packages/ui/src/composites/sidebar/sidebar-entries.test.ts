import { describe, expect, it } from 'vitest';
import {
  groupHoldsActive,
  isPlainClick,
  isSidebarGroup,
  type ClickModifiers,
  type SidebarGroup,
} from './sidebar-entries';

const reports: SidebarGroup = {
  key: 'reports',
  label: 'التقارير',
  items: [
    { key: 'orders', label: 'الطلبات', href: '/orders' },
    { key: 'stats', label: 'الإحصائيات', href: '/stats' },
  ],
};

const plain: ClickModifiers = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('isSidebarGroup', () => {
  it('tells a group from a link', () => {
    expect(isSidebarGroup(reports)).toBe(true);
    expect(isSidebarGroup({ key: 'home', label: 'الرئيسية', href: '/dashboard' })).toBe(false);
  });
});

describe('groupHoldsActive', () => {
  it('is true when one of its screens is the active one', () => {
    expect(groupHoldsActive(reports, (href) => href === '/stats')).toBe(true);
  });

  it('is false on a screen outside the group', () => {
    expect(groupHoldsActive(reports, (href) => href === '/branches')).toBe(false);
  });
});

describe('isPlainClick', () => {
  it('routes a plain primary click in the app', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['middle button', { button: 1 }],
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['an earlier handler', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_name, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
