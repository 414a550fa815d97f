import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UiLocale } from '../../lib/format';
import { ChatThread, type ChatThreadProps } from './chat-thread';
import { STORY_NOW, storyLocale, storyNewMessage, storyThread } from './chat-story-data';
import { storyChatTexts } from './chat-story-texts';

/** What a story's play function sends to make the customer write again. */
const NEW_MESSAGE_EVENT = 'chat-story:new-message';

/** The thread with the customer writing again each time the play function asks. */
function LiveThread({ locale, ...props }: Omit<ChatThreadProps, 'texts'> & { locale: UiLocale }) {
  const [messages, setMessages] = useState(props.messages);
  // Subscribed as the thread renders, before the play function can send anything.
  useLayoutEffect(() => {
    const add = () =>
      setMessages((current) => [...current, storyNewMessage(locale, current.length)]);
    window.addEventListener(NEW_MESSAGE_EVENT, add);
    return () => window.removeEventListener(NEW_MESSAGE_EVENT, add);
  }, [locale]);
  return (
    <ChatThread
      {...props}
      messages={messages}
      locale={locale}
      texts={storyChatTexts(locale).thread}
    />
  );
}

/** The log's messages (its list items also include interactive messages' reply buttons). */
const messagesIn = (log: HTMLElement) => log.querySelectorAll('[data-message-id]');

const atEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight <= 2;

const meta = {
  title: 'Composites/Chat/Chat thread',
  component: ChatThread,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A conversation’s messages as a scrolling log screen readers follow: by Riyadh day ' +
          'under a sticky «اليوم» / «أمس» / date, in runs of one author. It opens at the newest ' +
          'message and follows new ones while the reader is at the end; a reader up in older ' +
          'messages stays there and gets a button to jump to the new ones.',
      },
    },
  },
  args: {
    messages: storyThread('ar'),
    texts: storyChatTexts('ar').thread,
    now: STORY_NOW,
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="mx-auto h-[640px] max-w-3xl overflow-hidden rounded-xl shadow-card">
        <ChatThread
          {...args}
          messages={args.messages.length > 0 ? storyThread(locale) : []}
          texts={storyChatTexts(locale).thread}
          locale={locale}
          className="h-full"
        />
      </div>
    );
  },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two days of a conversation, opened at its newest message: yesterday evening with the
 * assistant, this morning with Salem from pricing (a failed message, one still sending).
 */
export const Conversation: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = storyChatTexts(storyLocale(globals)).thread;
    const log = canvas.getByRole('log', { name: texts.log });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(messagesIn(log)).toHaveLength(16);
    await expect(within(log).getAllByRole('group')).toHaveLength(2);
    await expect(within(log).getByRole('group', { name: texts.yesterday })).toBeInTheDocument();
    await expect(within(log).getByRole('group', { name: texts.today })).toBeInTheDocument();
    // The author line shows once per run: the assistant's three evening runs, Salem's three.
    await expect(log.querySelectorAll('[data-author="assistant"]')).toHaveLength(3);
    await expect(log.querySelectorAll('[data-author="staff"]')).toHaveLength(3);
    await waitFor(() => expect(atEnd(log)).toBe(true));
  },
};

/** On a phone: the whole width, bubbles up to 85 % of it, nothing scrolls sideways. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <ChatThread
        {...args}
        messages={storyThread(locale)}
        texts={storyChatTexts(locale).thread}
        locale={locale}
        className="h-[760px]"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    await waitFor(() => expect(atEnd(log)).toBe(true));
  },
};

/** The customer writes while the reader is at the end: the thread follows the new message. */
export const FollowsNewMessages: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="mx-auto h-[480px] max-w-3xl overflow-hidden rounded-xl shadow-card">
        <LiveThread {...args} messages={storyThread(locale)} locale={locale} className="h-full" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(atEnd(log)).toBe(true));
    window.dispatchEvent(new Event(NEW_MESSAGE_EVENT));
    await expect(await canvas.findByText('الورشة فاضية الساعة 4 تقريبًا؟')).toBeVisible();
    await expect(messagesIn(log)).toHaveLength(17);
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await expect(canvas.queryByRole('button', { name: 'رسائل جديدة' })).toBeNull();
  },
};

/**
 * The customer writes while the reader is up in yesterday’s messages: the reader stays where
 * they are, and a button takes them to the new message.
 */
export const NewMessageWhileReadingOlder: Story = {
  render: FollowsNewMessages.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(atEnd(log)).toBe(true));
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event(NEW_MESSAGE_EVENT));
    const jump = await canvas.findByRole('button', { name: 'رسائل جديدة' });
    await expect(log.scrollTop).toBe(0);
    await userEvent.click(jump);
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'رسائل جديدة' })).toBeNull());
    await expect(canvas.getByText('الورشة فاضية الساعة 4 تقريبًا؟')).toBeVisible();
  },
};

/** A conversation opened before anyone wrote (started from an order). */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getByText('ما فيه رسائل بعد')).toBeVisible();
    await expect(messagesIn(log)).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(within(log).getByRole('status')).toHaveAccessibleName('جارٍ تحميل الرسائل');
  },
};

/** The messages could not be loaded: the server’s message and a retry. */
export const Error: Story = {
  args: {
    messages: [],
    error: 'انقطع الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر تحميل الرسائل');
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
