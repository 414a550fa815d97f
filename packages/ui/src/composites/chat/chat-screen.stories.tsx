import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLocale } from '../../lib/format';
import { Avatar } from '../../primitives/avatar/avatar';
import { ChatComposer } from './chat-composer';
import { formatChatPhone } from './chat-preview';
import {
  STORY_NOW,
  storyConversations,
  storyLocale,
  storyNewMessage,
  storyTemplates,
  storyThread,
} from './chat-story-data';
import { storyChatTexts } from './chat-story-texts';
import { ChatThread } from './chat-thread';
import type { ChatMessageView } from './chat-types';
import { ConversationList } from './conversation-list';

/**
 * The conversations screen as the dashboard will assemble it from the three parts: the list at
 * the line's start, the open conversation beside it with the composer under the thread. Sending
 * here adds the message to the thread, as the app does once the server accepted it.
 */
function ConversationsScreen({
  locale,
  phone = false,
  onSendText,
}: {
  locale: UiLocale;
  phone?: boolean;
  onSendText: (text: string) => void;
}) {
  const texts = storyChatTexts(locale);
  const conversations = storyConversations(locale);
  const [selected, setSelected] = useState('c-mohammed');
  const [messages, setMessages] = useState<ChatMessageView[]>(() => storyThread(locale));
  const open = conversations.find((conversation) => conversation.id === selected);
  const name = open?.customerName ?? null;
  const conversation = (
    <section
      aria-label={name ?? formatChatPhone(open?.phone ?? '')}
      className="flex min-h-0 min-w-0 flex-1 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3">
        <span aria-hidden="true">
          <Avatar name={name ?? ''} size="md" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-fg">{name}</p>
          <p className="text-xs text-fg-muted tabular-nums">
            <span dir="ltr">{formatChatPhone(open?.phone ?? '')}</span>
          </p>
        </div>
      </header>
      <ChatThread
        key={selected}
        messages={selected === 'c-mohammed' ? messages : []}
        texts={texts.thread}
        locale={locale}
        now={STORY_NOW}
        className="flex-1"
      />
      <ChatComposer
        key={`composer-${selected}`}
        windowClosesAt={open?.windowClosesAt ?? null}
        now={STORY_NOW}
        optedOut={open?.optedOut ?? false}
        templates={storyTemplates(locale)}
        onSendText={(text) => {
          onSendText(text);
          const sent = storyNewMessage(locale, messages.length);
          setMessages((current) => [
            ...current,
            {
              ...sent,
              direction: 'out',
              author: {
                kind: 'staff',
                name: locale === 'en' ? 'Salem Alqahtani' : 'سالم القحطاني',
              },
              body: { kind: 'text', text },
              status: 'sent',
            },
          ]);
        }}
        onSendTemplate={fn()}
        texts={texts.composer}
        locale={locale}
      />
    </section>
  );
  if (phone) return <div className="flex h-[800px] flex-col bg-surface">{conversation}</div>;
  return (
    <div className="flex h-[760px] overflow-hidden rounded-xl border border-border bg-surface shadow-card">
      <ConversationList
        conversations={conversations}
        selectedId={selected}
        onSelect={setSelected}
        texts={texts.list}
        locale={locale}
        now={STORY_NOW}
        search=""
        onSearch={fn()}
        className="w-[340px] shrink-0 border-e border-border"
      />
      {conversation}
    </div>
  );
}

const meta = {
  title: 'Composites/Chat/Conversations screen',
  component: ConversationsScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'How the chat parts fit together on the conversations screen (assembled here for ' +
          'review; the dashboard owns the screen): the list, the open thread and the composer.',
      },
    },
  },
  args: { locale: 'ar', onSendText: fn() },
  render: (args, { globals }) => (
    <div className="p-4">
      <ConversationsScreen {...args} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<typeof ConversationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mohammed’s conversation open; a reply sent with Enter joins the thread at its end. */
export const Desktop: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = storyChatTexts(storyLocale(globals));
    const log = canvas.getByRole('log', { name: texts.thread.log });
    const reply = storyLocale(globals) === 'en' ? 'See you at 4 👍' : 'ننتظرك الساعة 4 👍';
    await userEvent.click(canvas.getByRole('textbox', { name: texts.composer.message }));
    await userEvent.paste(reply);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendText).toHaveBeenCalledWith(reply);
    await expect(await within(log).findByText(reply)).toBeVisible();
    await expect(log.querySelectorAll('[data-message-id]')).toHaveLength(17);
    await waitFor(() =>
      expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(2),
    );
  },
};

/** On a phone the open conversation fills the screen (the list is a screen of its own). */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => (
    <ConversationsScreen {...args} locale={storyLocale(globals)} phone />
  ),
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
