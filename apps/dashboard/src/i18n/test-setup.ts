import { loadCatalogue, loadSignedInArabic } from './translate';

// The app fetches English when a reader chooses it and the rest of Arabic with the signed-in
// layout; tests read both whole catalogues from the start.
await loadCatalogue('en');
await loadSignedInArabic();
