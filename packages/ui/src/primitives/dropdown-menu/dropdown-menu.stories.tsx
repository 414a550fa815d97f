import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Languages, LogOut, Pencil, Trash2, UserRound } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

interface ProfileMenuProps {
  onProfile: () => void;
  onLanguage: () => void;
  onLogout: () => void;
  defaultOpen?: boolean;
}

function ProfileMenu({ onProfile, onLanguage, onLogout, defaultOpen }: ProfileMenuProps) {
  return (
    <div className="flex justify-end">
      <DropdownMenu defaultOpen={defaultOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" iconEnd={<ChevronDown aria-hidden="true" />}>
            <Avatar name="سارة العتيبي" size="sm" />
            سارة العتيبي
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>مديرة فرع الرياض</DropdownMenuLabel>
          <DropdownMenuItem icon={<UserRound />} onSelect={onProfile}>
            الملف الشخصي
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Languages />} onSelect={onLanguage}>
            English
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            icon={<LogOut className="rtl:-scale-x-100" />}
            danger
            onSelect={onLogout}
          >
            تسجيل الخروج
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: ProfileMenu,
  tags: ['autodocs'],
  args: { onProfile: fn(), onLanguage: fn(), onLogout: fn() },
  parameters: { docs: { story: { inline: false, height: '300px' } } },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /سارة العتيبي/ }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const ChoosingAnItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /سارة العتيبي/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'الملف الشخصي' }));
    await expect(args.onProfile).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /سارة العتيبي/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'الملف الشخصي' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /سارة العتيبي/ }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Row actions in a table: an icon trigger, a destructive item in red. */
export const RowActions: Story = {
  render: () => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" iconEnd={<ChevronDown aria-hidden="true" />}>
          خيارات
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem icon={<Pencil />}>تعديل</DropdownMenuItem>
        <DropdownMenuItem icon={<Trash2 />} danger>
          حذف
        </DropdownMenuItem>
        <DropdownMenuItem disabled>تصدير (غير متاح)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'خيارات' }));
    await expect(await screen.findByRole('menuitem', { name: 'تصدير (غير متاح)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const OnMobile: Story = { ...Open, parameters: { visual: { width: 390 } } };
