import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { changeLane, LANE_EMPTY, LANE_LABELS, LANES, readLane } from './lanes';

describe('the fulfilment queue’s lane in the address', () => {
  it('opens on the orders to prepare, whatever else the address says', () => {
    expect(readLane('')).toBe('to_prepare');
    expect(readLane('?lane=late')).toBe('to_prepare');
    expect(readLane('?lane=out_for_delivery&page=2')).toBe('out_for_delivery');
  });

  it('starts another lane from page 1, keeping the page size and the search', () => {
    expect(changeLane('?page=3&limit=20&search=RYN', 'ready_for_pickup')).toBe(
      'limit=20&search=RYN&lane=ready_for_pickup',
    );
    expect(changeLane('?lane=delivered_today&page=2', 'to_prepare')).toBe('');
  });

  it('changes nothing for the lane already shown', () => {
    expect(changeLane('?lane=ready_for_pickup&page=2', 'ready_for_pickup')).toBe(
      'lane=ready_for_pickup&page=2',
    );
  });

  it('names every lane and says something friendly when it is empty, in both languages', () => {
    expect(LANES.map((lane) => translate('ar', LANE_LABELS[lane]))).toEqual([
      'بانتظار التجهيز',
      'جاهز للاستلام',
      'خرج للتوصيل',
      'سُلّم اليوم',
    ]);
    for (const lane of LANES) {
      for (const lang of ['ar', 'en'] as const) {
        expect(translate(lang, LANE_EMPTY[lane].text), `${lang} ${lane}`).toMatch(/\S.{15,}/);
      }
    }
  });
});
