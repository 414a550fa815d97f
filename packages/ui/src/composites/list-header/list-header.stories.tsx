import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives';
import { ListHeader } from './list-header';

const meta = {
  title: 'Composites/ListHeader',
  component: ListHeader,
  tags: ['autodocs'],
  args: { title: 'الفروع', onAdd: fn(), onSearch: fn(), addLabel: 'إضافة فرع' },
  parameters: { visual: { ltr: true } },
} satisfies Meta<typeof ListHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الفروع' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة فرع' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Without `onAdd` there is no add button (a superadmin on most lists, the prices page). */
export const WithoutAdd: Story = {
  args: { title: 'عروض الأسعار', onAdd: undefined },
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /إضافة/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'تصفية' })).toBeInTheDocument();
  },
};

export const FilterBoxOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تصفية' }));
    await expect(await screen.findByRole('searchbox', { name: 'بحث' })).toHaveFocus();
  },
};

export const EnterAppliesTheTrimmedTermAndCloses: Story = {
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تصفية' }));
    const box = await screen.findByRole('searchbox', { name: 'بحث' });
    await userEvent.type(box, '   فرع جدة  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('فرع جدة');
    await expect(screen.queryByRole('searchbox')).toBeNull();
  },
};

export const EscapeClosesWithoutSearching: Story = {
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تصفية' }));
    await userEvent.type(await screen.findByRole('searchbox'), 'الدمام{Escape}');
    await expect(screen.queryByRole('searchbox')).toBeNull();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const ActiveSearch: Story = {
  args: { searchTerm: 'الرياض' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('الرياض')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** Wired to state as a list page does: search, see the term, clear it. */
export const SearchAndClear: Story = {
  parameters: { visual: { ltr: false } },
  render: function Render(args) {
    const [term, setTerm] = useState('');
    return (
      <ListHeader
        {...args}
        searchTerm={term}
        onSearch={(next) => {
          args.onSearch?.(next);
          setTerm(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'تصفية' }));
    await userEvent.type(await screen.findByRole('searchbox'), ' كامري {Enter}');
    await expect(canvas.getByText('كامري')).toBeInTheDocument();
    // Opening again starts from the term in force.
    await userEvent.click(canvas.getByRole('button', { name: 'تصفية' }));
    await expect(await screen.findByRole('searchbox')).toHaveValue('كامري');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await expect(canvas.queryByRole('button', { name: 'مسح البحث' })).toBeNull();
  },
};

export const WithExtraAction: Story = {
  args: {
    title: 'الطلبات',
    onAdd: undefined,
    actions: (
      <Button variant="secondary" icon={<Download aria-hidden="true" />}>
        تصدير
      </Button>
    ),
  },
};

export const LongTitleAndTerm: Story = {
  args: {
    title: 'الموظفون في فرع طريق الملك عبدالعزيز - شمال الرياض',
    searchTerm: 'فلتر زيت تويوتا لاندكروزر 2019',
    addLabel: 'إضافة موظف',
  },
};

export const English: Story = {
  args: {
    title: 'Branches',
    addLabel: 'Add branch',
    filterLabel: 'Filter',
    searchPlaceholder: 'Search',
    activeSearchLabel: 'Search:',
    clearSearchLabel: 'Clear search',
    searchTerm: 'Jeddah',
  },
  globals: { dir: 'ltr' },
  parameters: { visual: { ltr: false } },
};

export const MobileWidth: Story = {
  args: { title: 'الأقسام', addLabel: 'إضافة قسم', searchTerm: 'الكهرباء' },
  parameters: { visual: { width: 390, ltr: false } },
};

/**
 * A work list searched all day (the offers desk, orders): the box is in view, searches as one
 * types once typing pauses, and its clear button brings the whole list back.
 */
export const LiveSearch: Story = {
  args: {
    title: 'عروض الأسعار',
    onAdd: undefined,
    liveSearch: true,
    searchPlaceholder: 'بحث برقم الطلب أو اسم العميل أو جواله',
    actions: (
      <Button variant="outline" icon={<Download aria-hidden="true" />}>
        تصدير
      </Button>
    ),
  },
  render: function Render(args) {
    const [term, setTerm] = useState('');
    return (
      <ListHeader
        {...args}
        searchTerm={term}
        onSearch={(next) => {
          args.onSearch?.(next);
          setTerm(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // No filter button: the box is there at once.
    await expect(canvas.queryByRole('button', { name: 'تصفية' })).toBeNull();
    const box = canvas.getByRole('searchbox', { name: 'بحث برقم الطلب أو اسم العميل أو جواله' });
    await userEvent.type(box, 'عبد الرحمن');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('عبد الرحمن'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const LiveSearchOnAPhone: Story = {
  ...LiveSearch,
  args: { ...LiveSearch.args, searchTerm: 'تويوتا' },
  play: undefined,
  render: undefined,
  parameters: { visual: { width: 390, ltr: false } },
};
