import { loadCatalogue } from './translate';

// The app fetches English when a reader chooses it; tests read both catalogues from the start.
await loadCatalogue('en');
