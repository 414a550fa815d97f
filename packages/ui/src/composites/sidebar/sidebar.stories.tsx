import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bell,
  Bot,
  Building2,
  ChartColumn,
  ChartLine,
  ClipboardList,
  House,
  Layers,
  Menu,
  ReceiptText,
  Settings,
  Store,
  UserCog,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../primitives';
import { Sidebar, type SidebarEntry, type SidebarProps } from './sidebar';

const home = { key: 'home', label: 'الرئيسية', href: '/dashboard', icon: <House /> };
const companies = { key: 'companies', label: 'الشركات', href: '/company', icon: <Building2 /> };
const branches = { key: 'branches', label: 'الفروع', href: '/branches', icon: <Store /> };
const sections = { key: 'sections', label: 'الاقسام', href: '/sections', icon: <Layers /> };
const managers = { key: 'managers', label: 'المدراء', href: '/admin', icon: <UserCog /> };
const employees = { key: 'employees', label: 'الموظفين', href: '/employees', icon: <Users /> };
const offers = { key: 'offers', label: 'عروض الأسعار', href: '/offers', icon: <ReceiptText /> };
const ai = { key: 'ai', label: 'الذكاء الاصطناعي', href: '/ai', icon: <Bot /> };
const orders = { key: 'orders', label: 'الطلبات', href: '/orders', icon: <ClipboardList /> };
const stats = { key: 'stats', label: 'الإحصائيات', href: '/stats', icon: <ChartLine /> };
const reports = {
  key: 'reports',
  label: 'التقارير',
  icon: <ChartColumn />,
  items: [orders, stats],
};
const notifications = {
  key: 'notifications',
  label: 'الإشعارات',
  href: '/notifications',
  icon: <Bell />,
};
const settingsAt = (href: string) => ({
  key: 'settings',
  label: 'الإعدادات',
  href,
  icon: <Settings />,
});

const SUPERADMIN: SidebarEntry[] = [
  home,
  companies,
  branches,
  sections,
  managers,
  employees,
  reports,
  settingsAt('/salary'),
];
const ADMIN: SidebarEntry[] = [home, branches, sections, managers, employees, offers, reports];
const MANAGER: SidebarEntry[] = [
  home,
  sections,
  employees,
  offers,
  ai,
  reports,
  settingsAt('/settings'),
];
const AGENT: SidebarEntry[] = [home, offers, orders, notifications];

function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-md bg-primary text-lg font-bold text-primary-fg"
      >
        ت
      </span>
      <span className="text-xl font-bold text-fg">تسعير</span>
    </span>
  );
}

/**
 * The sidebar inside a page frame, as the app uses it: links move the active item, and below
 * 1024 px a menu button opens the drawer.
 */
function ShellPreview(args: SidebarProps) {
  const [activeHref, setActiveHref] = useState(args.activeHref);
  const [open, setOpen] = useState(args.open ?? false);
  return (
    <div className="min-h-dvh bg-canvas">
      <Sidebar
        {...args}
        activeHref={activeHref}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        onNavigate={(href) => {
          setActiveHref(href);
          args.onNavigate?.(href);
        }}
      />
      <div className="flex min-h-dvh flex-col lg:ps-sidebar">
        <div className="flex h-header items-center gap-3 border-b border-border bg-surface px-4 sm:px-8">
          <IconButton label="فتح القائمة" className="lg:hidden" onClick={() => setOpen(true)}>
            <Menu />
          </IconButton>
          <p className="text-lg font-bold text-fg">لوحة التحكم</p>
        </div>
        <main className="flex-1 p-8 text-sm text-fg-muted">
          الصفحة المعروضة: <span dir="ltr">{activeHref}</span>
        </main>
      </div>
    </div>
  );
}

const meta = {
  title: 'Composites/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    items: ADMIN,
    activeHref: '/dashboard',
    logo: <Logo />,
    onNavigate: fn(),
    onOpenChange: fn(),
  },
  render: (args) => <ShellPreview {...args} />,
  // The sidebar is fixed to the viewport, outside the story root's box: photograph the viewport.
  parameters: { layout: 'fullscreen', visual: { fullPage: true } },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Superadmin: Story = {
  args: { items: SUPERADMIN },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'القائمة الرئيسية' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'الرئيسية',
      'الشركات',
      'الفروع',
      'الاقسام',
      'المدراء',
      'الموظفين',
      // the reports group's screens stay hidden until it opens
      'الإعدادات',
    ]);
    await expect(within(nav).getByRole('button', { name: 'التقارير' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Admin: Story = {
  args: { items: ADMIN, activeHref: '/offers' },
  parameters: { visual: { ltr: true } },
};

export const Manager: Story = { args: { items: MANAGER, activeHref: '/ai' } };

export const Agent: Story = { args: { items: AGENT, activeHref: '/orders' } };

export const GroupCollapsed: Story = {
  args: { items: MANAGER, activeHref: '/sections' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: 'التقارير' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'الطلبات' })).toBeNull();
  },
};

export const GroupToggles: Story = {
  args: { items: SUPERADMIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: 'التقارير' });
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'الطلبات' })).toBeVisible();
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'الطلبات' })).toBeNull();
    // Leave it open for the picture.
    await userEvent.click(group);
  },
};

/** A group holding the screen on show starts open, so the active item is visible. */
export const GroupOpenOnItsScreen: Story = {
  args: { items: ADMIN, activeHref: '/stats' },
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'التقارير' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'الإحصائيات' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LinksGoThroughTheRouter: Story = {
  args: { items: ADMIN },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const branchesLink = canvas.getByRole('link', { name: 'الفروع' });
    await expect(branchesLink).toHaveAttribute('href', '/branches');
    await userEvent.click(branchesLink);
    await expect(args.onNavigate).toHaveBeenCalledWith('/branches');
    // The page did not unload (the click was routed) and the item is now the current one.
    await expect(branchesLink).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const LogoGoesHome: Story = {
  args: { items: ADMIN, activeHref: '/branches' },
  play: async ({ canvasElement, args }) => {
    const logo = within(canvasElement).getByRole('link', { name: 'الصفحة الرئيسية' });
    await expect(logo).toHaveAttribute('href', '/dashboard');
    await userEvent.click(logo);
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const KeyboardOnly: Story = {
  args: { items: AGENT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const offersLink = canvas.getByRole('link', { name: 'عروض الأسعار' });
    await expect(offersLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/offers');
  },
};

export const LongArabicLabels: Story = {
  args: {
    items: [
      home,
      { ...offers, label: 'عروض الأسعار المرسلة إلى عملاء فرع الرياض الرئيسي' },
      {
        ...reports,
        label: 'التقارير الشهرية والسنوية للمبيعات',
        items: [{ ...orders, label: 'الطلبات الواردة عبر واتساب والمحادثات المباشرة' }, stats],
      },
    ],
    activeHref: '/orders',
  },
};

const drawerArgs = { items: SUPERADMIN, activeHref: '/branches', open: true };

export const MobileDrawerOpen: Story = {
  args: drawerArgs,
  parameters: { visual: { width: 390, ltr: true } },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'القائمة الرئيسية' });
    await expect(within(drawer).getByRole('link', { name: 'الفروع' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileBackdropClosesDrawer: Story = {
  args: drawerArgs,
  parameters: { visual: { width: 390 } },
  play: async ({ args }) => {
    const body = within(document.body);
    await body.findByRole('dialog');
    const backdrop = document.querySelector<HTMLElement>('[data-sidebar-backdrop]');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop!);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const MobileEscapeClosesDrawer: Story = {
  args: drawerArgs,
  parameters: { visual: { width: 390 } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus goes back to the page, and the menu button opens the drawer again.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فتح القائمة' }));
    await expect(await body.findByRole('dialog')).toBeVisible();
  },
};

export const MobileNavigatingClosesDrawer: Story = {
  args: drawerArgs,
  parameters: { visual: { width: 390 } },
  play: async ({ args }) => {
    const body = within(document.body);
    const drawer = await body.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'الموظفين' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/employees');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  args: {
    items: [
      { ...home, label: 'Home' },
      { ...branches, label: 'Branches' },
      { ...sections, label: 'Sections' },
      { ...offers, label: 'Price offers' },
      {
        ...reports,
        label: 'Reports',
        items: [
          { ...orders, label: 'Orders' },
          { ...stats, label: 'Statistics' },
        ],
      },
    ],
    activeHref: '/orders',
    label: 'Main menu',
    logoLabel: 'Home page',
    closeLabel: 'Close menu',
  },
  globals: { dir: 'ltr' },
};
