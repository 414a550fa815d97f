import { CountryList } from './country-list';
import { CountryTrigger, type CountryPickerProps } from './country-trigger';

export type { CountryPickerProps } from './country-trigger';

/**
 * The dial-code picker: a button with the chosen flag and code that opens a searchable list of
 * about 240 countries. The search takes an Arabic or English name or a dial code, with or
 * without '+'; arrow keys move through the list and Enter chooses; nothing matching offers the
 * first entry, as the spec asks. Its list's code comes with it; `DeferredCountryPicker` fetches
 * that code only when the list is about to open.
 */
export function CountryPicker(props: CountryPickerProps) {
  return <CountryTrigger {...props} List={CountryList} />;
}
