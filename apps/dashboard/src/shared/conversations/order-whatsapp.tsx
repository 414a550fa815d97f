import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { can } from '@taseer/api';
import { MessageBubble } from '@taseer/ui';
import { $api } from '../../api/api-client';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { messageView } from './chat-views';
import { useChatTexts } from './use-chat-texts';

/** What the customer was sent on WhatsApp about an order, with its delivery. */
export function orderChatQueryOptions(orderId: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}/whatsapp', {
    params: { path: { id: orderId } },
  });
}

/**
 * Under an order's history, for an order that came from a WhatsApp conversation: what its
 * customer was sent there (the confirmation, the quote link, the updates) with the ticks WhatsApp
 * reported, and the way to the conversation. Nothing for an order from elsewhere.
 */
export function OrderWhatsapp({ orderId }: { orderId: string }) {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'conversation.read')) return null;
  return <OrderWhatsappMessages orderId={orderId} />;
}

function OrderWhatsappMessages({ orderId }: { orderId: string }) {
  const { t, lang } = useI18n();
  const texts = useChatTexts();
  const chat = useQuery(orderChatQueryOptions(orderId));
  const data = chat.data;
  if (!data?.conversationId) return null;
  return (
    <section aria-labelledby={`${orderId}-whatsapp`} className="mt-5 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${orderId}-whatsapp`} className="text-sm font-semibold text-fg">
          {t('conversations.order.title')}
        </h3>
        <Link
          href={`/conversations/${data.conversationId}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('conversations.order.open')}
        </Link>
      </div>
      {data.messages.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('conversations.order.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 rounded-lg bg-surface-muted p-3">
          {data.messages.map((message) => (
            <li key={message._id}>
              <MessageBubble
                message={messageView(message)}
                texts={texts.thread.bubble}
                locale={lang}
                startsRun
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
