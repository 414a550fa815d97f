import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CountryPicker } from './country-picker';

const meta = {
  title: 'Composites/CountryPicker',
  component: CountryPicker,
  tags: ['autodocs'],
  args: { onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  return screen.findByRole('combobox', { name: 'بحث' });
};

/** Closed, on the spec's default +966. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      'رمز الدولة: المملكة العربية السعودية +966',
    );
  },
};

export const Open: Story = {
  args: { open: true },
  parameters: { visual: { ltr: true } },
  play: async () => {
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option').length).toBeGreaterThanOrEqual(235);
    await expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('+966');
  },
};

export const SearchByArabicName: Story = {
  play: async ({ canvasElement, args }) => {
    const search = await openPicker(canvasElement);
    await userEvent.type(search, 'الكويت');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('+965');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ iso2: 'kw' }));
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('+965');
  },
};

export const SearchByEnglishName: Story = {
  play: async ({ canvasElement }) => {
    const search = await openPicker(canvasElement);
    await userEvent.type(search, 'qatar');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('قطر');
  },
};

export const SearchByDialCode: Story = {
  play: async ({ canvasElement }) => {
    const search = await openPicker(canvasElement);
    await userEvent.type(search, '971');
    await expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(
      'الإمارات العربية المتحدة',
    );
    await userEvent.clear(search);
    await userEvent.type(search, '+20');
    await expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(
      'مصر',
    );
  },
};

/** Nothing matches: the list offers the first entry, as the spec says, and says why. */
export const NoMatchFallsBackToTheFirstEntry: Story = {
  play: async ({ canvasElement }) => {
    const search = await openPicker(canvasElement);
    await userEvent.type(search, 'أتلانتس');
    await expect(screen.getByRole('status')).toHaveTextContent('لا توجد نتيجة مطابقة');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('المملكة العربية السعودية');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const search = await openPicker(canvasElement);
    await userEvent.type(search, 'غينيا');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const activeId = search.getAttribute('aria-activedescendant') ?? '';
    const active = document.getElementById(activeId);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await expect(active).toBe(options[2]);
    await userEvent.keyboard('{ArrowUp}');
    await expect(search.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    const chosenCode = options[1]?.textContent?.match(/\+\d+/)?.[0];
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(chosenCode ?? '?');
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const EscapeClosesWithoutChoosing: Story = {
  play: async ({ canvasElement, args }) => {
    await openPicker(canvasElement);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** +1 belongs to several countries: choosing Canada keeps Canada, not the United States. */
export const SharedDialCodeKeepsTheChosenCountry: Story = {
  args: { value: '+1' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toHaveAccessibleName(/الولايات المتحدة/);
    const search = await openPicker(canvasElement);
    await userEvent.type(search, 'كندا');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAccessibleName('رمز الدولة: كندا +1');
  },
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = {
  args: { disabled: true, value: '+971' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const English: Story = {
  args: { open: true, label: 'Country code', searchPlaceholder: 'Search' },
  globals: { dir: 'ltr' },
};

export const OpenOnAPhone: Story = {
  args: { open: true },
  parameters: { visual: { width: 390 } },
};
