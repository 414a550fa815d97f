import { useCallback, useEffect, useMemo } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { plainStringStorage } from '../lib/local-storage';
import type { MessageKey } from './ar';
import {
  defaultLang,
  directionOf,
  hasCatalogue,
  isLang,
  loadCatalogue,
  isMessageKey,
  translate,
  type Dir,
  type Lang,
  type Translate,
} from './translate';

/** The chosen language, remembered under the `lang` key; Arabic until the user switches. */
export const langAtom = atomWithStorage<Lang>(
  'lang',
  defaultLang,
  plainStringStorage<Lang>(isLang),
  {
    getOnInit: true,
  },
);

/** Counts the catalogues that arrived, so the screens show a language once it is here. */
const cataloguesArrivedAtom = atom(0);

const fetchCatalogueAtom = atom(null, async (_get, set, lang: Lang) => {
  await loadCatalogue(lang);
  set(cataloguesArrivedAtom, (count) => count + 1);
});

/** Remembers the choice and fetches its catalogue; a failed fetch leaves the page in Arabic. */
const chooseLangAtom = atom(null, (_get, set, lang: Lang) => {
  set(langAtom, lang);
  if (!hasCatalogue(lang)) set(fetchCatalogueAtom, lang).catch(() => undefined);
});

/**
 * The language on screen: the chosen one once its catalogue is here, Arabic until then (the first
 * paint waits for a stored choice; see main.tsx), so a page never mixes the two.
 */
export const shownLangAtom = atom<Lang>((get) => {
  get(cataloguesArrivedAtom);
  const lang = get(langAtom);
  return hasCatalogue(lang) ? lang : defaultLang;
});

export const dirAtom = atom<Dir>((get) => directionOf(get(shownLangAtom)));

/**
 * Fetches the chosen language's catalogue when it is missing (a choice made in another tab):
 * mount once, near the root.
 */
export function useChosenCatalogue(): void {
  const chosen = useAtomValue(langAtom);
  const fetchCatalogue = useSetAtom(fetchCatalogueAtom);
  useEffect(() => {
    if (!hasCatalogue(chosen)) fetchCatalogue(chosen).catch(() => undefined);
  }, [chosen, fetchCatalogue]);
}

export interface I18n {
  lang: Lang;
  dir: Dir;
  t: Translate;
  /** Translates a schema message when it is a catalogue key, otherwise shows it as it is. */
  tMessage: (message: string) => string;
  setLang: (lang: Lang) => void;
  toggleLang: () => void;
}

export function useI18n(): I18n {
  const lang = useAtomValue(shownLangAtom);
  const setLang = useSetAtom(chooseLangAtom);
  const t = useCallback<Translate>(
    (key: MessageKey, params) => translate(lang, key, params),
    [lang],
  );
  const tMessage = useCallback(
    (message: string) => (isMessageKey(message) ? translate(lang, message) : message),
    [lang],
  );
  const toggleLang = useCallback(() => setLang(lang === 'ar' ? 'en' : 'ar'), [lang, setLang]);
  return useMemo(
    () => ({ lang, dir: directionOf(lang), t, tMessage, setLang, toggleLang }),
    [lang, t, tMessage, setLang, toggleLang],
  );
}
