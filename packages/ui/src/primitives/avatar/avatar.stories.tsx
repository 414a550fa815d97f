import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

// A local picture (no network): a violet square with a light circle, as an SVG data URL.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b2a7a"/><circle cx="32" cy="26" r="12" fill="#e4d9fb"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#e4d9fb"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'عبدالله الحربي' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'عبدالله الحربي' })).toBeVisible();
  },
};

/** Arabic and Latin names; the article «ال» is skipped, each name keeps its colour. */
export const ManyNames: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      {[
        'نورة القحطاني',
        'فهد بن سعد الدوسري',
        'ريم',
        'Khalid Al Otaibi',
        'مؤسسة النخبة لقطع الغيار',
        'Toyota',
      ].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};

export const WithImage: Story = {
  args: { src: PHOTO, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'عبدالله الحربي' });
    await waitFor(() => expect(avatar.querySelector('img')).toHaveProperty('complete', true));
  },
};

/** A broken image falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: './missing-avatar.png', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'عبدالله الحربي' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('ع');
  },
};

export const CompanyLogo: Story = {
  args: { name: 'مؤسسة النخبة', shape: 'square', size: 'xl', src: PHOTO },
};

/** Without a name: a person icon, hidden from screen readers. */
export const NoName: Story = { args: { name: '' } };
