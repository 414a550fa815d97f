import { useCallback, useMemo } from 'react';
import { atom, useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { plainStringStorage } from '../lib/local-storage';
import type { MessageKey } from './ar';
import {
  defaultLang,
  directionOf,
  isLang,
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

export const dirAtom = atom<Dir>((get) => directionOf(get(langAtom)));

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
  const [lang, setLang] = useAtom(langAtom);
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
