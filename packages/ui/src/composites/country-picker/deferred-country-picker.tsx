import { deferred, useDeferredComponent } from '../../lib/deferred';
import { CountryTrigger, type CountryPickerProps } from './country-trigger';

const countryList = deferred(() => import('./country-list').then((module) => module.CountryList));

/**
 * The same picker, whose list (Radix Popover and its positioning, the search) is fetched when the
 * pointer comes over the button, it takes the focus or it opens, so a form with a phone number
 * (the sign-in screens) does not carry that code in its first file. A list opened before the
 * code is there appears as soon as it arrives.
 */
export function DeferredCountryPicker(props: CountryPickerProps) {
  const [List, fetchList] = useDeferredComponent(countryList);
  return <CountryTrigger {...props} List={List} onIntent={List ? undefined : fetchList} />;
}
