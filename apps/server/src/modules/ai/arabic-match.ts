/**
 * Finds the stored question/answer pair closest to a customer's question, for the chat bot and
 * its preview. Pure: no database, no clock.
 *
 * Customers type the same question many ways: with or without diacritics and the definite
 * article, with any hamza on the alef, ة or ه, ى or ي, Arabic-Indic or Western digits, words in
 * any order. Both sides go through the same normalisation and light stemming, then every pair is
 * ranked by the cosine of TF-IDF vectors (so words that many stored questions share count less),
 * which is 1 for the same words and 0 for none in common.
 */

export interface QaPair {
  id: string;
  title: string;
  question: string;
  answer: string;
}

export interface QaMatch {
  pair: QaPair;
  /** 0–1, rounded to three decimals. */
  score: number;
}

export interface QaAnswer {
  /** Null when no stored pair shares a meaningful word with the question. */
  match: QaMatch | null;
  /** False below CONFIDENT_SCORE: the bot hands the customer over to an employee. */
  confident: boolean;
}

/**
 * Below this the bot does not answer on its own. One shared content word out of two, or two out
 * of three, passes; a single shared word in a long, different question does not.
 */
export const CONFIDENT_SCORE = 0.5;

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
const TATWEEL = /\u0640/g;

const LETTER_FORMS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
  // Persian letters that Arabic keyboards on some phones produce.
  ک: 'ك',
  ی: 'ي',
  ۀ: 'ه',
};
const LETTER_FORM = new RegExp(`[${Object.keys(LETTER_FORMS).join('')}]`, 'g');
const INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** One spelling for the many ways a word is typed; punctuation becomes spaces. */
export function normalizeArabic(text: string): string {
  return (
    text
      // Presentation forms (ﻻ, ﷲ…) and full-width Latin become their ordinary letters.
      .normalize('NFKC')
      .replace(DIACRITICS, '')
      .replace(TATWEEL, '')
      .replace(LETTER_FORM, (letter) => LETTER_FORMS[letter] ?? letter)
      .replace(INDIC_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * Words that carry no subject: particles, pronouns, question words and greetings. Written in
 * normalised form. Question words are here because "كم" or "متى" alone would make every
 * question about prices or times look alike.
 */
const STOP_WORDS = new Set(
  (
    'في من الي علي عن مع هل ما ماذا متي كيف كم اين وين ليش لماذا لما اي ايش شو وش هو هي هم ' +
    'هما انا انت انتم انتي نحن احنا هذا هذه هذي ذلك تلك هناك هنا او ثم لا لم لن قد كان كانت ' +
    'يكون يا اذا لو ان انه انها الذي التي الذين كل بعض عند عندكم عندك لدي لديكم لكم لك لي ' +
    'فيه فيها به بها له لها منه منها الا غير بين حتي مثل ممكن يمكن اريد ابغي ابي ابغا ودي يوجد توجد ' +
    'السلام عليكم مرحبا اهلا لو سمحت سمحت من فضلك فضلك شكرا ' +
    'the a an is are was do does did you your we our i me my to of in on at for and or ' +
    'what when where how which who can could please hi hello'
  ).split(' '),
);

/** Definite article with the particles that fuse to it ("بالسيارة", "للسيارة"), longest first. */
const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/** Endings of plurals, duals, feminine and attached pronouns, longest first. */
const SUFFIXES = ['ها', 'ات', 'ون', 'ين', 'ان', 'يه', 'ه', 'ي'];

/** A light stem: strips the conjunction, the article or a fused ب/ل, and one common ending. */
export function stem(word: string): string {
  let w = word;
  if (w.startsWith('و') && w.length > 3) w = w.slice(1);
  const article = ARTICLES.find((a) => w.startsWith(a) && w.length - a.length >= 2);
  if (article) w = w.slice(article.length);
  else if ((w.startsWith('ب') || w.startsWith('ل')) && w.length - 1 >= 3) w = w.slice(1);
  const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  return w;
}

/** The meaningful, stemmed words of a text, in order (repeats kept: they weigh more). */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const word of normalizeArabic(text).split(' ')) {
    if (!word || STOP_WORDS.has(word)) continue;
    // "وفي" is the particle "في" behind a conjunction: still not a subject.
    if (word.startsWith('و') && STOP_WORDS.has(word.slice(1))) continue;
    const stemmed = /\p{Script=Arabic}/u.test(word) ? stem(word) : word;
    if (stemmed.length > 1 || /\p{N}/u.test(stemmed)) words.push(stemmed);
  }
  return words;
}

type Vector = Map<string, number>;

function termCounts(words: string[]): Vector {
  const counts: Vector = new Map();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

function weigh(counts: Vector, idf: (term: string) => number): Vector {
  const weights: Vector = new Map();
  for (const [term, count] of counts) weights.set(term, count * idf(term));
  return weights;
}

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  for (const [term, weight] of a) dot += weight * (b.get(term) ?? 0);
  if (dot === 0) return 0;
  const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((sum, w) => sum + w * w, 0));
  return dot / (norm(a) * norm(b));
}

/**
 * The best pair for the question. Each pair is compared on its question, its title and both
 * together, keeping the best of the three, so a short title such as "ساعات العمل" is found as
 * well as a full question. Ties go to the pair stored first.
 */
export function findBestAnswer(question: string, pairs: readonly QaPair[]): QaAnswer {
  const asked = termCounts(tokenize(question));
  if (asked.size === 0 || pairs.length === 0) return { match: null, confident: false };

  const documents = pairs.map((pair) => {
    const title = tokenize(pair.title);
    const body = tokenize(pair.question);
    return { pair, fields: [body, title, [...title, ...body]].map(termCounts) };
  });

  // Smoothed IDF: a word in every stored pair still counts a little, an unseen one the most.
  const documentFrequency = new Map<string, number>();
  for (const { fields } of documents) {
    const whole = fields[2] ?? new Map<string, number>();
    for (const term of whole.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = documents.length;
  const idf = (term: string) =>
    1 + Math.log((1 + total) / (1 + (documentFrequency.get(term) ?? 0)));
  const askedWeights = weigh(asked, idf);

  let best: QaMatch | null = null;
  for (const { pair, fields } of documents) {
    const score = Math.max(...fields.map((field) => cosine(askedWeights, weigh(field, idf))));
    if (score > 0 && (!best || score > best.score + 1e-9)) best = { pair, score };
  }
  if (!best) return { match: null, confident: false };
  const score = Math.min(1, Math.round(best.score * 1000) / 1000);
  return { match: { pair: best.pair, score }, confident: score >= CONFIDENT_SCORE };
}
