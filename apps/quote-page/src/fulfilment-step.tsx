import type { PublicFulfilment, PublicPayment } from '@taseer/api';
import { FulfilmentStepper, formatDate, type FulfilmentStepView } from '@taseer/ui';
import type { FulfilmentTexts, Lang } from './texts';

type Stage = PublicFulfilment['stage'];

/**
 * Where the customer's order is after acceptance: the stages on his way (pickup or delivery),
 * each reached one with its time, the pickup branch with a map link while it waits there.
 */
export function FulfilmentStep({
  fulfilment,
  payment,
  lang,
  texts,
}: {
  fulfilment: PublicFulfilment;
  payment: PublicPayment | null;
  lang: Lang;
  texts: FulfilmentTexts;
}) {
  const reached = new Map(fulfilment.steps.map((step) => [step.stage, step.at]));
  const delivery =
    reached.has('out_for_delivery') ||
    (!reached.has('ready_for_pickup') && payment?.chosenOption === 'pay_on_delivery');
  const path: Stage[] = [
    'preparing',
    delivery ? 'out_for_delivery' : 'ready_for_pickup',
    fulfilment.stage === 'returned' ? 'returned' : 'delivered',
  ];
  const steps = path.map((stage): FulfilmentStepView => {
    const at = reached.get(stage);
    const pickup = stage === 'ready_for_pickup' ? fulfilment.pickup : null;
    return {
      stage,
      label: texts.stages[stage],
      ...(at ? { time: formatDate(at, { locale: lang, style: 'dateTime' }) } : {}),
      ...(pickup
        ? {
            detail: [pickup.branchName, pickup.address].filter(Boolean).join(' — '),
            ...(pickup.mapUrl ? { link: { label: texts.openMap, href: pickup.mapUrl } } : {}),
          }
        : {}),
    };
  });
  return (
    <section className="flex flex-col gap-3" data-testid="fulfilment-step">
      <h2 className="text-base font-semibold">{texts.title}</h2>
      <FulfilmentStepper
        steps={steps}
        current={fulfilment.stage}
        texts={{ label: texts.title, done: texts.done, upcoming: texts.upcoming }}
      />
    </section>
  );
}
