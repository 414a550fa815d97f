import { writeFileSync } from 'node:fs';
import { DEMO_COMPANIES } from './demo-companies.js';
import { PREPARED_DEMO_LOGOS, prepareDemoLogos } from './demo-logo.js';

/** Run by the server's build: the demo companies' logos, ready to store, for a fresh start. */
const logos = await prepareDemoLogos(DEMO_COMPANIES.map((company) => company.logo));
writeFileSync(PREPARED_DEMO_LOGOS, JSON.stringify(logos));
console.log(`demo logos: ${PREPARED_DEMO_LOGOS} (${logos.length})`);
