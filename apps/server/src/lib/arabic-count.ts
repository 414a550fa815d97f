export interface CountedNoun {
  /** "دقيقة واحدة" */
  one: string;
  /** "دقيقتان" */
  two: string;
  /** Plural used from 3 to 10: "دقائق" */
  few: string;
  /** Singular used from 11 on: "دقيقة" */
  many: string;
}

/** Arabic counting agreement: 1 and 2 have their own forms, 3–10 take the plural, 11+ the singular. */
export function countOf(n: number, noun: CountedNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} ${noun.few}`;
  return `${n} ${noun.many}`;
}

export const SECONDS: CountedNoun = {
  one: 'ثانية واحدة',
  two: 'ثانيتين',
  few: 'ثوانٍ',
  many: 'ثانية',
};
export const MINUTES: CountedNoun = {
  one: 'دقيقة واحدة',
  two: 'دقيقتين',
  few: 'دقائق',
  many: 'دقيقة',
};
export const HOURS: CountedNoun = { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' };
export const ATTEMPTS: CountedNoun = {
  one: 'محاولة واحدة',
  two: 'محاولتان',
  few: 'محاولات',
  many: 'محاولة',
};
export const SECTIONS: CountedNoun = { one: 'قسم واحد', two: 'قسمان', few: 'أقسام', many: 'قسمًا' };
export const EMPLOYEES: CountedNoun = {
  one: 'موظف واحد',
  two: 'موظفان',
  few: 'موظفين',
  many: 'موظفًا',
};
