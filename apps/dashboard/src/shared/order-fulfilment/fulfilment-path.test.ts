import { describe, expect, it } from 'vitest';
import type { components, FulfilmentStage } from '@taseer/api';
import { translate } from '../../i18n/translate';
import { fulfilmentPath, type PathStep } from './fulfilment-path';

type OrderEvent = components['schemas']['OrderEvent'];

function moved(stage: FulfilmentStage, at: string, name = 'سارة'): OrderEvent {
  return {
    id: at,
    type: 'order.fulfilment_changed',
    at,
    actor: { kind: 'user', name },
    version: null,
    source: null,
    branchName: null,
    sectionName: null,
    assigneeName: null,
    totalHalalas: null,
    amountHalalas: null,
    fulfilmentStage: stage,
  };
}

const words = (steps: PathStep[]) => steps.map((step) => translate('ar', step.label));

describe('the steps an accepted order’s panel draws', () => {
  it('before anything, says pickup or delivery until the customer chose how to pay', () => {
    const steps = fulfilmentPath({ stage: null, events: [], chosenOption: null });
    expect(words(steps)).toEqual(['قيد التجهيز', 'الاستلام أو التوصيل', 'تم التسليم']);
    expect(steps.every((step) => step.at === undefined)).toBe(true);
  });

  it('follows the customer’s choice to pay on delivery or on pickup', () => {
    const delivery = fulfilmentPath({ stage: null, events: [], chosenOption: 'pay_on_delivery' });
    expect(delivery.map((step) => step.stage)).toEqual([
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    const pickup = fulfilmentPath({
      stage: 'preparing',
      events: [],
      chosenOption: 'pay_on_pickup',
    });
    expect(words(pickup)[1]).toBe('جاهز للاستلام');
  });

  it('follows the way the order took, whatever was chosen, with when and who', () => {
    const steps = fulfilmentPath({
      stage: 'out_for_delivery',
      events: [
        moved('preparing', '2026-11-28T08:00:00.000Z'),
        moved('out_for_delivery', '2026-11-28T10:30:00.000Z', 'خالد'),
      ],
      chosenOption: 'pay_on_pickup',
    });
    expect(steps).toEqual([
      {
        stage: 'preparing',
        label: 'fulfilment.stage.preparing',
        at: '2026-11-28T08:00:00.000Z',
        by: 'سارة',
      },
      {
        stage: 'out_for_delivery',
        label: 'fulfilment.stage.out_for_delivery',
        at: '2026-11-28T10:30:00.000Z',
        by: 'خالد',
      },
      { stage: 'delivered', label: 'fulfilment.stage.delivered' },
    ]);
  });

  it('ends in the return, keeping the handover before it when there was one', () => {
    const instead = fulfilmentPath({
      stage: 'returned',
      events: [
        moved('ready_for_pickup', '2026-11-28T08:00:00.000Z'),
        moved('returned', '2026-11-29T08:00:00.000Z'),
      ],
      chosenOption: null,
    });
    expect(words(instead)).toEqual(['قيد التجهيز', 'جاهز للاستلام', 'مرتجع']);
    const after = fulfilmentPath({
      stage: 'returned',
      events: [
        moved('ready_for_pickup', '2026-11-28T08:00:00.000Z'),
        moved('delivered', '2026-11-28T12:00:00.000Z'),
        moved('returned', '2026-11-29T08:00:00.000Z'),
      ],
      chosenOption: null,
    });
    expect(words(after)).toEqual(['قيد التجهيز', 'جاهز للاستلام', 'تم التسليم', 'مرتجع']);
    expect(after[3]?.at).toBe('2026-11-29T08:00:00.000Z');
  });
});
