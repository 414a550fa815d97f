import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { UiLocale } from '../../lib/format';
import {
  STORY_PART_PHOTO,
  STORY_VIDEO,
  storyEveryKind,
  storyLocale,
  storyLongMessages,
  storyStatuses,
  storyThread,
  storyUnavailableMedia,
} from './chat-story-data';
import { storyChatTexts } from './chat-story-texts';
import type { ChatMessageView } from './chat-types';
import { MessageBubble } from './message-bubble';

const bubbleTexts = (locale: UiLocale) => storyChatTexts(locale).thread.bubble;

/** Messages one under another on the thread's grey, as the thread lays them out. */
function Column({ messages, locale }: { messages: ChatMessageView[]; locale: UiLocale }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 rounded-xl bg-canvas p-4">
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          texts={bubbleTexts(locale)}
          locale={locale}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Composites/Chat/Message bubble',
  component: MessageBubble,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One WhatsApp message. The customer’s at the line’s start (the right in Arabic) on ' +
          'white, the shop’s at its end on violet with who wrote it (the assistant or a staff ' +
          'member), the time and the delivery ticks (read in violet); a failed one says why in ' +
          'red. Every kind of WhatsApp message has its look; media plays in the browser’s own ' +
          'controls and a location links to the maps rather than drawing one.',
      },
    },
  },
  args: {
    message: storyThread('ar')[0] as ChatMessageView,
    texts: bubbleTexts('ar'),
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return <Column messages={[args.message]} locale={locale} />;
  },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer’s first message: at the start side, on white, with the time. */
export const CustomerText: Story = {
  parameters: { visual: { ltr: true } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return <Column messages={storyThread(locale).slice(0, 1)} locale={locale} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    const bubble = canvasElement.querySelector('[data-message-id="m01"]');
    await expect(bubble).toHaveAttribute('data-direction', 'in');
    // The customer's message sits at the line's start: the right in Arabic, the left in English.
    const root = canvasElement.querySelector('.bg-canvas')?.getBoundingClientRect();
    const box = bubble?.firstElementChild?.getBoundingClientRect();
    if (!root || !box) throw new Error('the bubble should render');
    if (en) await expect(box.left - root.left).toBeLessThan(40);
    else await expect(root.right - box.right).toBeLessThan(40);
    await expect(canvas.getByText(en ? /^Hi, do you have/ : /^السلام عليكم/)).toHaveAttribute(
      'dir',
      'auto',
    );
  },
};

/**
 * Every kind, in the thread’s order: text, photo with caption, voice note, video, document,
 * location, reply buttons, the customer’s choice, a template with its link button, a long staff
 * reply, an audio file and a kind the dashboard cannot show.
 */
export const EveryKind: Story = {
  parameters: { visual: { ltr: true } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return <Column messages={storyEveryKind(locale)} locale={locale} />;
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const texts = bubbleTexts(locale);
    const en = locale === 'en';
    // Each message is looked into on its own: queries over the whole gallery are slow.
    const bubble = (id: string) => {
      const element = canvasElement.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
      if (!element) throw new globalThis.Error(`the gallery should show ${id}`);
      return within(element);
    };

    const photo = bubble('m03').getByRole('img', { name: en ? /old one/ : /القديمة/ });
    await expect(photo).toHaveAttribute('src', STORY_PART_PHOTO);

    const voice = canvasElement.querySelector(`audio[aria-label="${texts.voiceNote}"]`);
    await expect(voice).toHaveAttribute('controls');
    await expect(voice).toHaveAttribute('preload', 'none');
    await expect(canvasElement.querySelector(`audio[aria-label="${texts.audio}"]`)).not.toBeNull();
    // A video loads nothing until asked: a play button stands in for the player.
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(bubble('m08').getByRole('button')).toHaveAccessibleName(
      `${texts.playVideo}: ${en ? 'And this is the noise when I brake' : 'وهذا صوت الفرامل لما أدعس'}`,
    );

    const documentLink = bubble('m04').getByRole('link');
    await expect(documentLink).toHaveAccessibleName(
      texts.download(en ? 'camry-2019-registration.pdf' : 'استمارة-كامري-2019.pdf'),
    );
    await expect(documentLink).toHaveAttribute('href', '/story-media/registration.pdf');

    const maps = bubble('m13').getByRole('link');
    await expect(maps).toHaveAccessibleName(texts.openInMaps);
    await expect(maps).toHaveAttribute('href', 'https://maps.google.com/?q=24.59312,46.84217');
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps.getAttribute('rel')).toContain('noopener');
    await expect(bubble('m13').getByText('24.59312, 46.84217')).toHaveAttribute('dir', 'ltr');

    const buttons = bubble('m05').getByRole('list');
    await expect(buttons).toHaveAccessibleName(texts.choices);
    await expect(buttons.querySelectorAll('li')).toHaveLength(3);
    // A picture of WhatsApp's buttons: nothing here can be pressed.
    await expect(buttons.querySelectorAll('button, a')).toHaveLength(0);
    await expect(bubble('m06').getByText(texts.choiceTapped)).toHaveClass('sr-only');

    const quote = bubble('m11').getByRole('link');
    await expect(quote).toHaveAccessibleName(en ? 'View quote' : 'عرض السعر');
    await expect(quote).toHaveAttribute('href', 'https://taseer.example/q/RYN-00512');
    await expect(bubble('m11').getByText(texts.template)).toBeVisible();
    await expect(bubble('k-unsupported').getByText(texts.unsupported)).toBeVisible();

    // The staff member's reply keeps its line breaks.
    await expect(
      bubble('m10').getByText(en ? /^Good morning Mohammed/ : /^صباح الخير/),
    ).toHaveStyle({ whiteSpace: 'pre-wrap' });
  },
};

/**
 * The shop’s messages in each delivery status: waiting, sent, delivered, read (the only ticks in
 * colour) and failed with the provider’s reason, or without one. Authors: a staff member, the
 * assistant.
 */
export const DeliveryStatuses: Story = {
  parameters: { visual: { ltr: true } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return <Column messages={storyStatuses(locale)} locale={locale} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const texts = bubbleTexts(locale);
    for (const status of ['pending', 'sent', 'delivered', 'read'] as const) {
      await expect(canvas.getByRole('img', { name: texts.status[status] })).toHaveAttribute(
        'data-status',
        status,
      );
    }
    await expect(canvas.getAllByRole('img', { name: texts.status.failed })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: texts.status.read })).toHaveClass('text-primary');
    await expect(canvas.getByRole('img', { name: texts.status.delivered }).className).not.toContain(
      'text-primary',
    );
    await expect(
      canvas
        .getByText(
          texts.failed(
            locale === 'en'
              ? 'We’ve hit WhatsApp’s sending limit for now; try again in a few minutes.'
              : 'تجاوزنا حد الرسائل المسموح في واتساب مؤقتًا، أعد المحاولة بعد دقائق.',
          ),
        )
        .closest('p'),
    ).toHaveClass('text-danger');
    await expect(canvas.getByText(texts.failed(null))).toBeVisible();
    await expect(canvas.getByText(texts.assistant)).toBeVisible();
  },
};

/**
 * Pressing a video’s play button puts the browser’s player in its place, with the focus.
 * No picture: a playing video shows a different frame each time.
 */
export const VideoPlaysWhenAsked: Story = {
  parameters: { visual: { disable: true } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Column
        messages={storyThread(locale).filter((message) => message.id === 'm08')}
        locale={locale}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = bubbleTexts('ar');
    await userEvent.click(canvas.getByRole('button', { name: /^تشغيل المقطع/ }));
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('src', STORY_VIDEO);
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('وهذا صوت الفرامل لما أدعس');
    await expect(video).toHaveFocus();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(`^${texts.playVideo}`) }),
    ).toBeNull();
  },
};

/** Media still being fetched, or lost: a placeholder instead of a broken player. */
export const MediaUnavailable: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return <Column messages={storyUnavailableMedia(locale)} locale={locale} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = bubbleTexts('ar');
    await expect(canvas.getAllByText(texts.mediaUnavailable)).toHaveLength(4);
    await expect(canvasElement.querySelector('audio, video, img, a, button')).toBeNull();
    // Screen readers hear which kind of media is missing.
    await expect(canvasElement.querySelector('[data-message-id="u-voice"]')).toHaveTextContent(
      `${texts.voiceNote}: ${texts.mediaUnavailable}`,
    );
  },
};

/** A long Arabic message with a part number and a long link, on a phone: it wraps, never scrolls. */
export const LongTextOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="p-3">
        <Column
          messages={[...storyLongMessages(locale), ...storyEveryKind(locale)]}
          locale={locale}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const bubble of canvasElement.querySelectorAll('[data-message-id]')) {
      await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth);
    }
  },
};
