import { useCallback, useState, type ComponentType } from 'react';
import { CountryTrigger, type CountryListProps, type CountryPickerProps } from './country-trigger';

let loading: Promise<ComponentType<CountryListProps>> | undefined;

/** One fetch for every picker on the page; a failed one is forgotten, so the next intent retries. */
function loadList(): Promise<ComponentType<CountryListProps>> {
  loading ??= import('./country-list').then(
    (module) => module.CountryList,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The same picker, whose list (Radix Popover and its positioning, the search) is fetched when the
 * pointer comes over the button, it takes the focus or it opens, so a form with a phone number
 * (the sign-in screens) does not carry that code in its first file. A list opened before the
 * code is there appears as soon as it arrives.
 */
export function DeferredCountryPicker(props: CountryPickerProps) {
  const [List, setList] = useState<ComponentType<CountryListProps> | null>(null);
  const fetchList = useCallback(() => {
    loadList().then(
      (loaded) => setList(() => loaded),
      () => undefined,
    );
  }, []);
  return <CountryTrigger {...props} List={List} onIntent={List ? undefined : fetchList} />;
}
