import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList, type ConversationListProps } from './conversation-list';
import { STORY_NOW, storyConversations, storyLocale } from './chat-story-data';
import { storyChatTexts } from './chat-story-texts';

/** The list as the app drives it: choosing a row opens it. */
function Inbox(props: ConversationListProps) {
  const [selected, setSelected] = useState(props.selectedId ?? null);
  return (
    <ConversationList
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Composites/Chat/Conversation list',
  component: ConversationList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The shop’s WhatsApp conversations, newest first: initials, the name (or the number), ' +
          'the last message on one line (media by its label), when, how many are unread, and ' +
          'what needs doing: a conversation the assistant handed to staff, a closed 24-hour ' +
          'window (templates only), a customer who stopped messages. Each row is a button; the ' +
          'open one is marked `aria-current`.',
      },
    },
  },
  args: {
    conversations: storyConversations('ar'),
    selectedId: 'c-mohammed',
    onSelect: fn(),
    texts: storyChatTexts('ar').list,
    now: STORY_NOW,
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="mx-auto h-[720px] max-w-sm overflow-hidden rounded-xl shadow-card">
        <Inbox
          {...args}
          conversations={args.conversations.length > 0 ? storyConversations(locale) : []}
          texts={storyChatTexts(locale).list}
          locale={locale}
          className="h-full"
        />
      </div>
    );
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Eight conversations: unread counts, two handed to staff, a number without a name, a window
 * closing soon and closed ones, a customer who stopped messages, a long name and message.
 * Choosing a conversation reports it and marks it open.
 */
export const Conversations: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const texts = storyChatTexts(locale).list;
    const list = canvas.getByRole('navigation', { name: texts.list });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await expect(within(list).getByText(texts.unread(12))).toHaveClass('sr-only');
    await expect(list.querySelectorAll('[data-flag="needs-staff"]')).toHaveLength(2);
    await expect(list.querySelectorAll('[data-flag="window-closed"]')).toHaveLength(3);
    await expect(list.querySelectorAll('[data-flag="opted-out"]')).toHaveLength(1);
    // A customer without a name is shown by the number, left to right.
    await expect(within(list).getAllByText('+966 55 123 4890')[0]).toHaveAttribute('dir', 'ltr');
    await expect(within(list).getByText(texts.media.voiceNote)).toBeVisible();
    await expect(within(list).getAllByText(texts.yesterday).length).toBeGreaterThan(0);

    const unknown = list.querySelector<HTMLElement>('[data-conversation="c-unknown"]');
    if (!unknown) throw new Error('the story needs the unnamed conversation');
    await userEvent.click(unknown);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('c-unknown');
    await expect(unknown).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).not.toHaveAttribute('aria-current');
  },
};

/** On a phone, the list alone fills the screen: long names and messages are cut on one line. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { selectedId: null },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <ConversationList
        {...args}
        conversations={storyConversations(locale)}
        texts={storyChatTexts(locale).list}
        locale={locale}
        search=""
        onSearch={fn()}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).queryAllByRole('button', { current: true })).toHaveLength(0);
  },
};

/** With the search box: Enter searches at once (typing searches once it pauses). */
export const Search: Story = {
  args: { onSearch: fn(), search: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'ابحث بالاسم أو الرقم' }),
      'سارة{Enter}',
    );
    await expect(args.onSearch).toHaveBeenLastCalledWith('سارة');
  },
};

/** Searching found nothing. */
export const NoMatches: Story = {
  args: { conversations: [], search: '0555', onSearch: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ما لقينا محادثة فيها «0555»')).toBeVisible();
  },
};

/** No customer has written yet. */
export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ما فيه محادثات بعد')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { conversations: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(
      'جارٍ تحميل المحادثات',
    );
  },
};

/** The list could not be loaded: the server’s message and a retry. */
export const LoadError: Story = {
  args: {
    conversations: [],
    error: 'انقطع الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر تحميل المحادثات');
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
