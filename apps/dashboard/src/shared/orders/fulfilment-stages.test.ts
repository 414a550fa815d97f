import { describe, expect, it } from 'vitest';
import type { FulfilmentStage } from '@taseer/api';
import { translate } from '../../i18n/translate';
import {
  commonNextStages,
  FULFILMENT_STAGES,
  fulfilmentErrorKey,
  isDestructiveStage,
  isStaleOrderError,
  MOVE_LABELS,
  nextStages,
  STAGE_LABELS,
} from './fulfilment-stages';

const at = (...stages: (FulfilmentStage | null)[]) =>
  stages.map((fulfilmentStage) => ({ fulfilmentStage }));

describe('the buttons an order offers for its next stage', () => {
  it('starts an accepted order by preparing it, or straight at pickup or delivery', () => {
    expect(nextStages(null)).toEqual(['preparing', 'ready_for_pickup', 'out_for_delivery']);
  });

  it('takes a prepared order to pickup or delivery, never back or straight to delivered', () => {
    expect(nextStages('preparing')).toEqual(['ready_for_pickup', 'out_for_delivery']);
  });

  it('hands over an order waiting at the branch or on the road, or records its return', () => {
    expect(nextStages('ready_for_pickup')).toEqual(['delivered', 'returned']);
    expect(nextStages('out_for_delivery')).toEqual(['delivered', 'returned']);
  });

  it('lets a delivered order only come back, and a returned one go nowhere', () => {
    expect(nextStages('delivered')).toEqual(['returned']);
    expect(nextStages('returned')).toEqual([]);
  });

  it('never offers the stage an order is already at, nor one before it', () => {
    for (const from of FULFILMENT_STAGES) {
      const here = FULFILMENT_STAGES.indexOf(from);
      for (const to of nextStages(from)) {
        expect(to, from).not.toBe(from);
        expect(FULFILMENT_STAGES.indexOf(to), `${from} → ${to}`).toBeGreaterThan(here);
      }
    }
  });

  it('asks twice only before a return', () => {
    expect(FULFILMENT_STAGES.filter(isDestructiveStage)).toEqual(['returned']);
  });
});

describe('what a bulk move offers for a selection', () => {
  it('offers what any selected order may do, in the order the stages happen', () => {
    expect(commonNextStages(at(null, 'preparing'))).toEqual([
      'preparing',
      'ready_for_pickup',
      'out_for_delivery',
    ]);
    expect(commonNextStages(at('delivered', 'out_for_delivery'))).toEqual([
      'delivered',
      'returned',
    ]);
  });

  it('offers nothing for nothing selected, or only returned orders', () => {
    expect(commonNextStages([])).toEqual([]);
    expect(commonNextStages(at('returned'))).toEqual([]);
  });
});

describe('the words of the handover', () => {
  it('names the stages as the customer’s link and the export do', () => {
    expect(FULFILMENT_STAGES.map((stage) => translate('ar', STAGE_LABELS[stage]))).toEqual([
      'قيد التجهيز',
      'جاهز للاستلام',
      'خرج للتوصيل',
      'تم التسليم',
      'مرتجع',
    ]);
    expect(translate('en', STAGE_LABELS.ready_for_pickup)).toBe('Ready for pickup');
  });

  it('has a button for every stage in both languages', () => {
    for (const stage of FULFILMENT_STAGES) {
      expect(translate('ar', MOVE_LABELS[stage]).trim(), stage).not.toBe('');
      expect(translate('en', MOVE_LABELS[stage]).trim(), stage).not.toBe('');
    }
    expect(translate('ar', MOVE_LABELS.preparing)).toBe('بدء التجهيز');
  });

  it('says why a move was refused by its code, not by its status', () => {
    expect(translate('en', fulfilmentErrorKey('FULFILMENT_STEP_INVALID')!)).toMatch(
      /cannot move to this stage/,
    );
    expect(translate('ar', fulfilmentErrorKey('QUOTE_NOT_ACCEPTED')!)).toMatch(/قبل العميل/);
    expect(fulfilmentErrorKey('SERVICE_UNAVAILABLE')).toBeUndefined();
    expect(fulfilmentErrorKey(undefined)).toBeUndefined();
  });

  it('reads the order again after a refusal that means it is elsewhere, not after a forbidden one', () => {
    expect(isStaleOrderError('FULFILMENT_STEP_INVALID')).toBe(true);
    expect(isStaleOrderError('ORDER_NOT_FOUND')).toBe(true);
    expect(isStaleOrderError('FORBIDDEN')).toBe(false);
    expect(isStaleOrderError('INTERNAL')).toBe(false);
  });
});
