/** The catalogue key ending that a count takes: `desk.age.day.one` … `desk.age.day.many`. */
export type CountForm = 'one' | 'two' | 'few' | 'many';

/**
 * Which form a count takes, as Arabic counts things: one and two have words of their own
 * («يوم», «يومين»), 3–10 (by the last two digits) the plural («3 أيام»), the rest the singular
 * accusative («11 يومًا», «100 يومًا»). English fills the same four keys, telling only one apart.
 * The order lists' "new orders" bar counts by CLDR's rules instead (new-orders-text.ts), where
 * hundreds take the plain singular.
 */
export function countForm(count: number): CountForm {
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  const lastTwo = count % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? 'few' : 'many';
}
