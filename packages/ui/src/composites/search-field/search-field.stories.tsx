import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField } from './search-field';

const meta = {
  title: 'Composites/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    value: '',
    onSearch: fn(),
    label: 'بحث برقم الطلب أو اسم العميل أو جواله',
    clearLabel: 'مسح البحث',
  },
  parameters: { visual: { ltr: true } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wired as a list is: the term in force comes back as `value`. */
function Wired(args: Story['args']) {
  const [term, setTerm] = useState(args?.value ?? '');
  return (
    <SearchField
      {...meta.args}
      {...args}
      value={term}
      onSearch={(next) => {
        args?.onSearch?.(next);
        setTerm(next);
      }}
    />
  );
}

export const Empty: Story = {};

export const WithTerm: Story = { args: { value: 'عبدالرحمن' } };

/** A word typed quickly is searched once, after typing pauses, not once per letter. */
export const SearchesWhenTypingPauses: Story = {
  render: (args) => <Wired {...args} />,
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, '  فلتر زيت ');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('فلتر زيت'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EnterSearchesAtOnce: Story = {
  render: (args) => <Wired {...args} />,
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, '0551{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('0551');
  },
};

/** The clear button and Escape both empty the box and bring the whole list back. */
export const ClearingRestoresTheList: Story = {
  args: { value: 'تويوتا' },
  render: (args) => <Wired {...args} />,
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveValue('تويوتا');
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await userEvent.type(box, 'كامري{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const English: Story = {
  args: {
    value: 'Camry',
    label: 'Search by order, client name or phone',
    clearLabel: 'Clear search',
  },
  globals: { dir: 'ltr' },
  parameters: { visual: { ltr: false } },
};
