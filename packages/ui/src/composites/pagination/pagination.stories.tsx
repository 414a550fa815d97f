import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Composites/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    totalPages: 10,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  parameters: { visual: { ltr: true } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation'))
    .getAllByRole('button')
    .filter((button) => /^الصفحة \d+$/.test(button.getAttribute('aria-label') ?? ''))
    .map((button) => button.textContent);

/** Page 5 of 10: 1 … 4 5 6 … 10. */
export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageButtons(canvasElement)).toEqual(['1', '4', '5', '6', '10']);
    await expect(canvas.getByRole('button', { name: 'الصفحة 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '10']);
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    await expect(pageButtons(canvasElement)).toEqual(['1', '9', '10']);
  },
};

export const FewPages: Story = { args: { page: 2, totalPages: 3 } };

export const SinglePage: Story = { args: { page: 1, totalPages: 1 } };

export const NoPages: Story = { args: { page: 1, totalPages: 0 } };

export const ManyPages: Story = { args: { page: 248, totalPages: 1250, pageSize: 30 } };

/** Page 0 and page total + 1 are refused: pressing previous on the first page emits nothing. */
export const PreviousOnTheFirstPageDoesNothing: Story = {
  args: { page: 1 },
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const previous = within(canvasElement).getByRole('button', { name: 'الصفحة السابقة' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const NextOnTheLastPageDoesNothing: Story = {
  args: { page: 10 },
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole('button', { name: 'الصفحة التالية' });
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    // The current page itself is no change either.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'الصفحة 10' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const PreviousNextAndNumbers: Story = {
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'الصفحة التالية' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: 'الصفحة السابقة' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'الصفحة 10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
  },
};

/** In Arabic "previous" sits at the right and its chevron points right. */
export const ChevronsFollowTheReadingDirection: Story = {
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'الصفحة السابقة' });
    const next = canvas.getByRole('button', { name: 'الصفحة التالية' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
    const icon = previous.querySelector('svg');
    if (!icon) throw new Error('No chevron');
    await expect(getComputedStyle(icon).scale).toBe('-1 1');
  },
};

export const ChangingTheSizeGoesBackToPageOne: Story = {
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'عدد الصفوف' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['5', '10', '20', '30']);
    await userEvent.click(screen.getByRole('option', { name: '30' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(30);
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** Wired to state, as a list page uses it. */
export const Interactive: Story = {
  parameters: { visual: { ltr: false } },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [size, setSize] = useState(10);
    const total = Math.ceil(137 / size);
    return (
      <Pagination
        {...args}
        page={page}
        totalPages={total}
        pageSize={size}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
        onPageSizeChange={(next) => {
          args.onPageSizeChange(next);
          setSize(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'الصفحة 14' }));
    await expect(canvas.getByRole('button', { name: 'الصفحة 14' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pageButtons(canvasElement)).toEqual(['1', '13', '14']);
  },
};

export const English: Story = {
  args: {
    labels: {
      rowsPerPage: 'Rows per page',
      previous: 'Previous page',
      next: 'Next page',
      navigation: 'Pages',
      page: (page: number) => `Page ${page}`,
    },
  },
  globals: { dir: 'ltr' },
  parameters: { visual: { ltr: false } },
};

export const MobileWidth: Story = {
  args: { page: 48, totalPages: 125 },
  parameters: { visual: { width: 390, ltr: false } },
};

/**
 * The server stopped counting at 1001 pages: the last reads "1001+", and "next" on it still asks
 * for the page after.
 */
export const ManyPagesCountStopped: Story = {
  args: { page: 1001, totalPages: 1001, totalPagesCapped: true, pageSize: 30 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const last = canvas.getByRole('button', { name: 'الصفحة 1001+' });
    await expect(last).toHaveTextContent('1001+');
    await expect(last).toHaveAttribute('aria-current', 'page');
    const next = canvas.getByRole('button', { name: 'الصفحة التالية' });
    await expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1002);
  },
};
