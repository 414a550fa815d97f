import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Languages, LogOut, UserRound } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../primitives';
import { Header, type HeaderMenuItem } from './header';

const onProfile = fn();
const onLanguage = fn();
const onLogout = fn();

const MENU: HeaderMenuItem[] = [
  { key: 'profile', label: 'الملف الشخصي', icon: <UserRound />, onSelect: onProfile },
  {
    key: 'language',
    label: <span lang="en">English</span>,
    icon: <Languages />,
    onSelect: onLanguage,
  },
  {
    key: 'logout',
    label: 'تسجيل الخروج',
    // Log-out points out of the app: it flips with the reading direction.
    icon: <LogOut className="rtl:-scale-x-100" />,
    onSelect: onLogout,
    tone: 'danger',
  },
];

/** A plain bell for the slot; the real one is NotificationBell. */
const bell = (
  <IconButton label="الإشعارات">
    <Bell />
  </IconButton>
);

/** A drawn portrait as an inline image, so the story needs no network. */
const PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
      <rect width="80" height="80" fill="#d9cff5"/>
      <circle cx="40" cy="32" r="15" fill="#8a6a4f"/>
      <path d="M12 80c2-18 14-28 28-28s26 10 28 28z" fill="#ffffff"/>
      <path d="M22 30c0-14 8-20 18-20s18 6 18 20c-4-6-10-8-18-8s-14 2-18 8z" fill="#f4f4f4"/>
    </svg>`,
  );

const meta = {
  title: 'Composites/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    userName: 'عبدالله القحطاني',
    bell,
    menuItems: MENU,
    onMenuClick: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('لوحة التحكم')).toBeVisible();
    await expect(canvas.getByText('مرحبًا، عبدالله القحطاني')).toBeVisible();
    // The drawer button belongs to small screens only.
    // (A hidden element has no accessible name, so it is found by its label attribute.)
    const menuButton = canvasElement.querySelector('button[aria-label="فتح القائمة"]');
    await expect(menuButton).not.toBeNull();
    await expect(menuButton).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: /قائمة الحساب/ })).toHaveAccessibleName(
      'قائمة الحساب عبدالله القحطاني',
    );
  },
};

export const LongArabicName: Story = {
  args: { userName: 'عبدالرحمن بن سلطان بن محمد آل سعود الدوسري' },
};

export const WithAvatarImage: Story = {
  args: { userName: 'نورة العتيبي', userImage: PORTRAIT },
};

export const DropdownOpen: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /قائمة الحساب/ }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'الملف الشخصي',
      'English',
      'تسجيل الخروج',
    ]);
    // Logout is set apart from the other entries.
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

export const ChoosingAnEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onLogout.mockClear();
    onProfile.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /قائمة الحساب/ }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(onProfile).not.toHaveBeenCalled();
    await expect(within(document.body).queryByRole('menu')).toBeNull();
    // (Found again: the menu's code, fetched on the first click, brings its own button.)
    await expect(canvas.getByRole('button', { name: /قائمة الحساب/ })).toHaveFocus();
  },
};

export const KeyboardOpensTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onProfile.mockClear();
    canvas.getByRole('button', { name: /قائمة الحساب/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onProfile).toHaveBeenCalledTimes(1);
  },
};

/** The menu's code arrives once the button has the focus; the focus stays on the button. */
export const TabbingToTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = () => canvas.getByRole('button', { name: /قائمة الحساب/ });
    canvas.getByRole('button', { name: 'الإشعارات' }).focus();
    await userEvent.tab();
    await expect(account()).toHaveFocus();
    // Radix's trigger, which names itself by an id, has taken the place of the first button.
    await waitFor(() => expect(account()).toHaveAttribute('id'));
    await expect(account()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  },
};

export const MobileWidth: Story = {
  parameters: { visual: { width: 390 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'فتح القائمة' });
    await expect(menuButton).toBeVisible();
    await userEvent.click(menuButton);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    // The name hides next to the avatar, but the button still says whose menu it is.
    await expect(canvas.getByRole('button', { name: /قائمة الحساب/ })).toHaveAccessibleName(
      'قائمة الحساب عبدالله القحطاني',
    );
  },
};

export const MobileLongName: Story = {
  args: { userName: 'عبدالرحمن بن سلطان بن محمد آل سعود الدوسري', userImage: PORTRAIT },
  parameters: { visual: { width: 390 } },
};

export const WithoutMenuButton: Story = {
  args: { onMenuClick: undefined },
  parameters: { visual: { width: 390 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'فتح القائمة' })).toBeNull();
  },
};

export const English: Story = {
  args: {
    userName: 'Abdullah Alqahtani',
    title: 'Dashboard',
    greeting: 'Hello, Abdullah Alqahtani',
    menuLabel: 'Open menu',
    accountLabel: 'Account menu',
    bell: (
      <IconButton label="Notifications">
        <Bell />
      </IconButton>
    ),
    menuItems: [
      { key: 'profile', label: 'Profile', icon: <UserRound />, onSelect: fn() },
      {
        key: 'language',
        label: <span lang="ar">العربية</span>,
        icon: <Languages />,
        onSelect: fn(),
      },
      {
        key: 'logout',
        label: 'Log out',
        icon: <LogOut className="rtl:-scale-x-100" />,
        onSelect: fn(),
        tone: 'danger',
      },
    ],
  },
  globals: { dir: 'ltr' },
};
