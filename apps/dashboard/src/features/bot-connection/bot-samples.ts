import type { CodeSample } from '@taseer/ui';

/**
 * The three calls a bot needs, as a developer copies them: submit an order, read its quote, and
 * verify a webhook. `origin` is this server's, so the samples run against it as they are.
 */
export function botSamples(origin: string): Record<'submit' | 'read' | 'verify', CodeSample[]> {
  const orders = `${origin}/api/v1/integration/orders`;
  return {
    submit: [
      {
        id: 'curl',
        label: 'curl',
        code: `curl -X POST "${orders}" \\
  -H "x-integration-key: $TASEER_KEY" \\
  -H "Idempotency-Key: chat-7f3a-msg-42" \\
  -H "content-type: application/json" \\
  -d '{"client":{"name":"محمد العتيبي","phone":{"dialCode":"+966","number":"0551234567"}},
       "vehicle":{"mark":"تويوتا","model":"كامري","year":2019},
       "pieces":[{"nameAr":"فلتر زيت","quantity":2}],
       "sectionId":"<sectionId>"}'`,
      },
      {
        id: 'javascript',
        label: 'JavaScript',
        code: `// The same Idempotency-Key on a retry answers the same order (200), never a second one.
const answer = await fetch('${orders}', {
  method: 'POST',
  headers: {
    'x-integration-key': process.env.TASEER_KEY,
    'Idempotency-Key': message.id,
    'content-type': 'application/json',
  },
  body: JSON.stringify({
    client: { name: 'محمد العتيبي', phone: { dialCode: '+966', number: '0551234567' } },
    vehicle: { mark: 'تويوتا', model: 'كامري', year: 2019 },
    pieces: [{ nameAr: 'فلتر زيت', quantity: 2 }],
    sectionId: '<sectionId>',
  }),
});
const { order } = await answer.json(); // order.orderRef, e.g. "ORD-00500"`,
      },
    ],
    read: [
      {
        id: 'curl',
        label: 'curl',
        code: `curl "${orders}/ORD-00500" -H "x-integration-key: $TASEER_KEY"
# → { "order": {…}, "quote": { "status", "totals": {…} }, "link": "…/q/…", "chatMessage": "…" }`,
      },
      {
        id: 'javascript',
        label: 'JavaScript',
        code: `const answer = await fetch('${orders}/' + order.orderRef, {
  headers: { 'x-integration-key': process.env.TASEER_KEY },
});
const { quote, link, chatMessage } = await answer.json();
// Once priced, send chatMessage (it holds the link) to the customer's chat.
if (quote && chatMessage) await chat.send(customer, chatMessage);`,
      },
    ],
    verify: [
      {
        id: 'javascript',
        label: 'JavaScript',
        code: `// npm install standardwebhooks — verify the raw body exactly as it arrived.
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.TASEER_WEBHOOK_SECRET); // whsec_…

app.post('/hooks/taseer', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, req.headers); // webhook-id, -timestamp, -signature
  } catch {
    return res.status(401).end();
  }
  // The same webhook-id may come again on a retry: handle each id once.
  res.status(200).end();
  handle(event.type, event.data.order);
});`,
      },
    ],
  };
}
