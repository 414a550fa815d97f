import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../lib/format';
import { ChatComposer, type ChatComposerProps } from './chat-composer';
import {
  STORY_NOW,
  STORY_WINDOW_CLOSING,
  STORY_WINDOW_OPEN,
  storyLocale,
  storyTemplates,
} from './chat-story-data';
import { oneLine } from './chat-preview';
import { storyChatTexts } from './chat-story-texts';

const SEND_FAILED = 'تعذّر الإرسال: انقطع الاتصال بواتساب. نصّك محفوظ، أعد المحاولة.';

/**
 * The composer as the app drives it: the send fails when asked to, and the app then passes the
 * reason as `error` (cleared when a send starts).
 */
function FailingSend(props: ChatComposerProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ChatComposer
      {...props}
      error={error}
      onSendText={async (text) => {
        setError(null);
        await props.onSendText(text);
        setError(SEND_FAILED);
        throw new globalThis.Error(SEND_FAILED);
      }}
    />
  );
}

const meta = {
  title: 'Composites/Chat/Chat composer',
  component: ChatComposer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where staff answer. While WhatsApp’s 24-hour window is open: a box that grows to about ' +
          'five lines (Enter sends, Shift+Enter starts a new line), emptied only once the send ' +
          'succeeded, and a line saying until when free replies are possible. Once closed: no ' +
          'box, a sentence saying only approved templates can go out, and a template picker ' +
          'with the chosen template’s text. A customer who asked to stop messages is said so.',
      },
    },
  },
  args: {
    windowClosesAt: STORY_WINDOW_OPEN,
    now: STORY_NOW,
    optedOut: false,
    templates: storyTemplates('ar'),
    onSendText: fn(),
    onSendTemplate: fn(),
    texts: storyChatTexts('ar').composer,
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="mx-auto max-w-3xl overflow-hidden rounded-xl shadow-card">
        <ChatComposer
          {...args}
          templates={storyTemplates(locale)}
          texts={storyChatTexts(locale).composer}
          locale={locale}
        />
      </div>
    );
  },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The window is open until tomorrow noon. The send button waits for words (spaces are not
 * words); Enter sends the trimmed text and empties the box once sent.
 */
export const WindowOpen: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = storyChatTexts(storyLocale(globals)).composer;
    const closes = formatDate(STORY_WINDOW_OPEN, { locale: storyLocale(globals), style: 'time' });
    await expect(canvas.getByText(texts.windowOpenTomorrow(closes))).toBeVisible();
    const box = canvas.getByRole('textbox', { name: texts.message });
    const send = canvas.getByRole('button', { name: texts.send });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '  حيّاك الله، القطعة جاهزة  {Enter}');
    await expect(args.onSendText).toHaveBeenCalledOnce();
    await expect(args.onSendText).toHaveBeenCalledWith('حيّاك الله، القطعة جاهزة');
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(send).toBeDisabled();
  },
};

/** Shift+Enter starts a new line and sends nothing; the box grows with the lines. */
export const ShiftEnterAddsALine: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'ردّك على العميل' });
    const lineHeight = box.getBoundingClientRect().height;
    await userEvent.type(box, 'الأسعار:{Shift>}{Enter}{/Shift}• أصلي: 385 ريال');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}• تجاري: 240 ريال');
    await expect(box).toHaveValue('الأسعار:\n• أصلي: 385 ريال\n• تجاري: 240 ريال');
    await expect(args.onSendText).not.toHaveBeenCalled();
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.8);
    // Clicking the button sends the lines as written.
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(args.onSendText).toHaveBeenCalledWith(
      'الأسعار:\n• أصلي: 385 ريال\n• تجاري: 240 ريال',
    );
  },
};

/** A send that fails: the text stays in the box to try again, and the reason shows under it. */
export const SendFails: Story = {
  render: (args) => (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-xl shadow-card">
      <FailingSend {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'ردّك على العميل' });
    await userEvent.type(box, 'تم حجز موعد التركيب الساعة 4 العصر{Enter}');
    await expect(args.onSendText).toHaveBeenCalledOnce();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(SEND_FAILED);
    await expect(box).toHaveValue('تم حجز موعد التركيب الساعة 4 العصر');
    await expect(box.getAttribute('aria-describedby')).toContain(alert.id);
    await expect(canvas.getByRole('button', { name: 'إرسال' })).toBeEnabled();
  },
};

/** While the app sends, the button waits and Enter does not send twice. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'تمام{Enter}');
    await expect(args.onSendText).not.toHaveBeenCalled();
    const button = canvas.getByRole('button', { name: 'جارٍ الإرسال' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Twenty minutes left: the line turns to a warning. */
export const WindowClosingSoon: Story = {
  args: { windowClosesAt: STORY_WINDOW_CLOSING },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/^تقدر ترد بحرية حتى الساعة 12:20/);
    await expect(line).toHaveTextContent('اليوم');
    await expect(line).toHaveClass('text-warning');
  },
};

/**
 * The customer has not written for a day: no text box, a sentence saying why, and the approved
 * templates. Choosing one shows its text; sending reports its name.
 */
export const WindowClosed: Story = {
  parameters: { visual: { ltr: true } },
  args: { windowClosesAt: null },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const texts = storyChatTexts(locale).composer;
    const template = storyTemplates(locale)[1];
    if (!template) throw new globalThis.Error('the story needs a second template');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(texts.windowClosed)).toBeVisible();
    const send = canvas.getByRole('button', { name: texts.sendTemplate });
    await expect(send).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: texts.template }));
    await userEvent.click(await screen.findByRole('option', { name: template.label }));
    await expect(canvas.getByText(oneLine(template.preview))).toBeVisible();
    await userEvent.click(send);
    await expect(args.onSendTemplate).toHaveBeenCalledOnce();
    await expect(args.onSendTemplate).toHaveBeenCalledWith(template.name);
    await expect(args.onSendText).not.toHaveBeenCalled();
    // Sent: the choice is cleared for the next one.
    await waitFor(() => expect(send).toBeDisabled());
  },
};

/** No template approved yet: the sentence says where to add them. */
export const WindowClosedNoTemplates: Story = {
  args: { windowClosesAt: null, templates: [] },
  render: (args) => (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-xl shadow-card">
      <ChatComposer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^ما فيه قوالب معتمدة بعد/)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The customer said STOP; his window is closed, so only a template could go out. */
export const OptedOut: Story = {
  parameters: { visual: { ltr: true } },
  args: { windowClosesAt: null, optedOut: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = storyChatTexts(storyLocale(globals)).composer;
    await expect(canvas.getByText(texts.optedOut)).toBeVisible();
    await expect(canvas.getByText(texts.windowClosed)).toBeVisible();
  },
};

/** Opted out while the window is still open: the sentence, and the box as usual. */
export const OptedOutWindowOpen: Story = {
  args: { optedOut: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^العميل طلب إيقاف الرسائل/)).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeEnabled();
  },
};

/** On a phone: the box and the button on one line; the window line under them. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="pt-3">
        <ChatComposer
          {...args}
          templates={storyTemplates(locale)}
          texts={storyChatTexts(locale).composer}
          locale={locale}
        />
      </div>
    );
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The closed window on a phone, a template chosen. */
export const WindowClosedOnAPhone: Story = {
  ...OnAPhone,
  args: { windowClosesAt: null, optedOut: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const texts = storyChatTexts(locale).composer;
    const template = storyTemplates(locale)[0];
    if (!template) throw new globalThis.Error('the story needs a template');
    await userEvent.click(canvas.getByRole('combobox', { name: texts.template }));
    await userEvent.click(await screen.findByRole('option', { name: template.label }));
    await expect(canvas.getByText(oneLine(template.preview))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
